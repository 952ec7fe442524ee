import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/Card'
import { SortTh, TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useCustomFields } from '../api/custom-fields'
import type { Person } from '../api/types'
import { columnLabel, columnSortKey, isCustomColumn, type ColumnId } from '../lib/columns'
import type { ListingState, SortKey } from '../lib/filters'
import { personPath } from '../paths'
import { PersonAvatar } from './PersonAvatar'
import { personCell, StatusBadge } from './PersonCell'

export function PeopleTable({ rows, columns, sort, onSort }: { rows: Person[]; columns: ColumnId[]; sort: Pick<ListingState, 'sortBy' | 'sortDir'>; onSort: (k: SortKey) => void }) {
  const fields = useCustomFields().data ?? []
  // A custom field deleted since the columns were chosen is not shown.
  const shown = columns.filter((c) => !isCustomColumn(c) || fields.some((f) => `custom:${f.id}` === c))
  return (
    <>
      {/* Phones: one card per person instead of a wide table. */}
      <ul className="divide-y divide-slate-100 min-[641px]:hidden dark:divide-neutral-800" aria-label="People">
        {rows.map((p) => (
          <li key={p.id}>
            <Link to={personPath(p.id)} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-neutral-800/40">
              <PersonAvatar name={p.fullName} photoUrl={p.hasPhoto ? p.photoUrl : null} size={40} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium">{p.fullName}</span>
                  {p.status !== 'active' && <StatusBadge status={p.status} />}
                </span>
                <span className="block truncate text-xs text-slate-500 dark:text-neutral-400">{[p.email, p.mobile].filter(Boolean).join(' · ') || 'No contact details'}</span>
              </span>
              {p.membershipType && <Badge tone="brand">{p.membershipType}</Badge>}
            </Link>
          </li>
        ))}
      </ul>
      <TableShell className="max-[640px]:hidden" label="People">
        <thead>
          <tr>
            {shown.map((c) => {
              const key = columnSortKey(c)
              return key ? <SortTh key={c} label={columnLabel(c)} active={sort.sortBy === key} dir={sort.sortDir} onSort={() => onSort(key)} /> : <Th key={c}>{columnLabel(c, fields)}</Th>
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <Tr key={p.id} data-person-id={p.id}>
              {shown.map((c) => (
                <Td key={c} className={c === 'fullName' ? 'py-2' : undefined}>
                  {personCell(p, c, fields)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </TableShell>
    </>
  )
}
