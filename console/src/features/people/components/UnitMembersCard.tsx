import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { useNameList } from '../api/name-lists'
import { useServiceUnitCall, useUnitMembers, type ServiceUnit } from '../api/service-units'
import { personPath } from '../paths'
import { PersonPicker } from '@/components/person-picker/PersonPicker'

const PAGE_SIZE = 20

/** Members of one unit with their positions. */
export function UnitMembersCard({ unit }: { unit: ServiceUnit }) {
  const [page, setPage] = useState(1)
  const members = useUnitMembers({ serviceUnitId: unit.id, page: page - 1, pageSize: PAGE_SIZE })
  const positions = useNameList('positions')
  const call = useServiceUnitCall()
  const [position, setPosition] = useState('')
  const options = (positions.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))
  const rows = members.data?.items ?? []

  return (
    <Card>
      <CardHeader title={`${unit.name} — members`} description="Add people and give each a position." />
      <div className="grid grid-cols-[1fr_180px] items-end gap-3 border-b border-slate-100 p-5 max-[600px]:grid-cols-1 dark:border-neutral-800">
        <PersonPicker
          label="Add a person"
          excludeIds={rows.map((r) => r.personId)}
          onPick={(p) => call.mutate({ op: 'members/add', body: { serviceUnitId: unit.id, personIds: [p.id], ...(position ? { positionId: Number(position) } : {}) } })}
        />
        <SelectField label="With position" placeholder="No position" options={options} value={position} onChange={(e) => setPosition(e.target.value)} />
      </div>
      {members.isPending ? (
        <div className="flex flex-col gap-2 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : members.isError ? (
        <div className="p-4">
          <ErrorPanel message={members.error.message} onRetry={() => members.refetch()} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title="No members yet" message="Search for people above to add them to this unit." />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {rows.map((m) => (
            <li key={m.personId} className="flex flex-wrap items-center gap-3 px-5 py-2.5">
              <div className="min-w-40 flex-1">
                <Link to={personPath(m.personId)} className="font-medium hover:text-brand-ink hover:underline">
                  {m.fullName}
                </Link>
                <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{[m.email, m.mobile].filter(Boolean).join(' · ')}</p>
              </div>
              <select
                aria-label={`Position of ${m.fullName}`}
                value={m.positionId ? String(m.positionId) : ''}
                onChange={(e) => call.mutate({ op: 'members/set-position', body: { serviceUnitId: unit.id, personId: m.personId, positionId: e.target.value ? Number(e.target.value) : null } })}
                className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900"
              >
                <option value="">No position</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <Button size="sm" variant="ghost" aria-label={`Remove ${m.fullName} from ${unit.name}`} onClick={() => call.mutate({ op: 'members/remove', body: { serviceUnitId: unit.id, personIds: [m.personId] } })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {members.data && members.data.total > PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={PAGE_SIZE} total={members.data.total} onPage={setPage} label="Member pages" />
        </div>
      )}
    </Card>
  )
}
