import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { Badge, Card, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDate } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAllergyOptions, useChildren, useClassroomOptions, type ChildRow } from '../api/kids'
import { CHILDREN, childPath } from '../paths'
import { AddChildModal } from './AddChildModal'
import { ChildAvatar } from './ChildAvatar'
import { activeFilter, ageFilter, ageLabel } from './format'
import { MessageParentsModal } from './MessageParentsModal'

const PAGE_SIZE = 25

/** The children, as a table (listing) or as cards (grid): search, filters, paging, selection. */
export function ChildrenBrowser({ view }: { view: 'table' | 'grid' }) {
  const [search, setSearch] = useState('')
  const [classroomId, setClassroomId] = useState('')
  const [allergyTypeId, setAllergyTypeId] = useState('')
  const [active, setActive] = useState('yes')
  const [minYears, setMinYears] = useState('')
  const [maxYears, setMaxYears] = useState('')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Map<number, string>>(new Map())
  const [adding, setAdding] = useState(false)
  const [messaging, setMessaging] = useState(false)
  const q = useDebouncedValue(search.trim(), 300)
  const list = useChildren({
    page: page - 1,
    pageSize: PAGE_SIZE,
    search: q || undefined,
    classroomId: classroomId ? Number(classroomId) : undefined,
    allergyTypeId: allergyTypeId ? Number(allergyTypeId) : undefined,
    active: activeFilter(active),
    ...ageFilter(minYears, maxYears),
  })
  const rooms = useClassroomOptions()
  const allergies = useAllergyOptions()
  const rows = list.data?.items ?? []
  const reset = <T,>(set: (v: T) => void) => (v: T) => (set(v), setPage(1))
  const toggle = (c: ChildRow, on: boolean) =>
    setSelected((s) => {
      const n = new Map(s)
      if (on) n.set(c.id, c.name)
      else n.delete(c.id)
      return n
    })
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id))

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Children"
        description="Every child's profile: classroom, allergies, medical notes and who may pick them up."
        actions={
          <>
            <ViewToggle view={view} />
            <Link
              to={CHILDREN.importCreate}
              className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:bg-neutral-800"
            >
              Import
            </Link>
            <Button onClick={() => setAdding(true)}>Add child</Button>
          </>
        }
      />
      <Card className="flex flex-col gap-4 p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7">
          <div className="sm:col-span-2">
            <TextField label="Search" type="search" placeholder="Name of the child" value={search} onChange={(e) => reset(setSearch)(e.target.value)} />
          </div>
          <SelectField label="Classroom" placeholder="All classrooms" value={classroomId} onChange={(e) => reset(setClassroomId)(e.target.value)} options={(rooms.data?.items ?? []).map((r) => ({ value: String(r.id), label: r.name }))} />
          <SelectField label="Allergy" placeholder="Any allergy" value={allergyTypeId} onChange={(e) => reset(setAllergyTypeId)(e.target.value)} options={(allergies.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.name }))} />
          <SelectField
            label="Status"
            value={active}
            onChange={(e) => reset(setActive)(e.target.value)}
            options={[
              { value: '', label: 'All' },
              { value: 'yes', label: 'Active' },
              { value: 'no', label: 'Inactive' },
            ]}
          />
          <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-2">
            <TextField label="Age from" inputMode="numeric" placeholder="yrs" value={minYears} onChange={(e) => reset(setMinYears)(e.target.value)} />
            <TextField label="to" inputMode="numeric" placeholder="yrs" value={maxYears} onChange={(e) => reset(setMaxYears)(e.target.value)} />
          </div>
        </div>
        {selected.size > 0 && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand/5 px-3 py-2 text-sm dark:bg-brand/20" role="status">
            <span>
              {selected.size} {selected.size === 1 ? 'child' : 'children'} selected
            </span>
            <Button size="sm" onClick={() => setMessaging(true)}>
              Message parents
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
              Clear
            </Button>
          </div>
        )}
      </Card>

      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : list.isError ? (
        <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            title={q || classroomId || allergyTypeId || minYears || maxYears ? 'No children match' : 'No children yet'}
            message="Add a child to a family, with their classroom and allergies."
            action={<Button onClick={() => setAdding(true)}>Add child</Button>}
          />
        </Card>
      ) : view === 'table' ? (
        <Card>
        <TableShell label="Children">
          <thead>
            <tr>
              <Th className="w-10">
                <Checkbox checked={allOnPage} onChange={(on) => rows.forEach((r) => toggle(r, on))}>
                  <span className="sr-only">Select all on this page</span>
                </Checkbox>
              </Th>
              <Th>Name</Th>
              <Th>Age</Th>
              <Th>Classroom</Th>
              <Th>Allergies and medical</Th>
              <Th>Pickups</Th>
              <Th>Last check-in</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <Tr key={c.id}>
                <Td>
                  <Checkbox checked={selected.has(c.id)} onChange={(on) => toggle(c, on)}>
                    <span className="sr-only">Select {c.name}</span>
                  </Checkbox>
                </Td>
                <Td>
                  <Link to={childPath(c.id)} className="flex items-center gap-3 font-medium text-brand-ink hover:underline dark:text-brand-light">
                    <ChildAvatar name={c.name} photoUrl={c.photoUrl} size={32} />
                    <span>
                      {c.name}
                      {!c.active && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-neutral-400">Inactive</span>}
                    </span>
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{ageLabel(c.ageMonths)}</Td>
                <Td>{c.classroomName || '—'}</Td>
                <Td>
                  <HealthBadges c={c} />
                </Td>
                <Td>{c.notAuthorisedCount > 0 ? <Badge tone="red">{c.notAuthorisedCount} not authorised</Badge> : <span className="text-slate-500 dark:text-neutral-400">{c.pickups.length || '—'}</span>}</Td>
                <Td className="whitespace-nowrap">{c.lastCheckInOn ? formatDate(c.lastCheckInOn) : 'Never'}</Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
        </Card>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" aria-label="Children">
          {rows.map((c) => (
            <li key={c.id}>
              <Card className="relative flex h-full flex-col items-center gap-2 p-4 text-center sm:p-5">
                <div className="absolute top-3 left-3">
                  <Checkbox checked={selected.has(c.id)} onChange={(on) => toggle(c, on)}>
                    <span className="sr-only">Select {c.name}</span>
                  </Checkbox>
                </div>
                <ChildAvatar name={c.name} photoUrl={c.photoUrl} size={72} />
                <Link to={childPath(c.id)} className="font-semibold text-brand-ink hover:underline dark:text-brand-light">
                  {c.name}
                </Link>
                <p className="text-sm text-slate-600 dark:text-neutral-400">
                  {ageLabel(c.ageMonths)} · {c.classroomName || 'No classroom'}
                </p>
                <HealthBadges c={c} quiet />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > PAGE_SIZE && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} label="Children pages" />}
      <AddChildModal open={adding} onClose={() => setAdding(false)} />
      <MessageParentsModal open={messaging} kids={[...selected].map(([id, name]) => ({ id, name }))} onClose={() => setMessaging(false)} />
    </div>
  )
}

/** Allergy chips and the medical flag; `quiet`: nothing when there is neither (the grid's cards). */
function HealthBadges({ c, quiet }: { c: ChildRow; quiet?: boolean }) {
  if (c.allergies.length === 0 && !c.hasMedical) return quiet ? null : <span className="text-slate-500 dark:text-neutral-400">—</span>
  return (
    <span className="flex flex-wrap justify-center gap-1 sm:justify-start">
      {c.allergies.map((a) => (
        <Badge key={a.id} tone="amber">
          {a.name}
        </Badge>
      ))}
      {c.hasMedical && <Badge tone="blue">Medical notes</Badge>}
    </span>
  )
}

function ViewToggle({ view }: { view: 'table' | 'grid' }) {
  const navigate = useNavigate()
  const base = 'h-10 px-3 text-sm font-medium'
  const on = 'bg-brand text-white'
  const off = 'bg-white text-slate-700 hover:bg-slate-50 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800'
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-neutral-700">
      <button type="button" aria-pressed={view === 'table'} className={`${base} ${view === 'table' ? on : off}`} onClick={() => navigate(CHILDREN.listing)}>
        List
      </button>
      <button type="button" aria-pressed={view === 'grid'} className={`${base} ${view === 'grid' ? on : off}`} onClick={() => navigate(CHILDREN.grid)}>
        Grid
      </button>
    </div>
  )
}
