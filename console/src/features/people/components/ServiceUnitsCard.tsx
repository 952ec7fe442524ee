import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, cn, inputClass } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { useServiceUnitCall, useServiceUnits, type ServiceUnit } from '../api/service-units'
import { formatCount } from '../lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PEOPLE } from '../paths'
import { EntityFormModal } from './EntityFormModal'

/** Service units: search, add, edit, delete. `onSelect` makes rows selectable (members panel). */
export function ServiceUnitsCard({ selectedId, onSelect, pageSize = 20 }: { selectedId?: number | null; onSelect?: (u: ServiceUnit) => void; pageSize?: number }) {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(q, 300)
  const list = useServiceUnits({ q: debounced.trim() || undefined, page: page - 1, pageSize })
  const call = useServiceUnitCall()
  const [editing, setEditing] = useState<ServiceUnit | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ServiceUnit | null>(null)

  return (
    <Card>
      <CardHeader
        title="Service units"
        description={list.data ? `${formatCount(list.data.total)} ${list.data.total === 1 ? 'unit' : 'units'}` : 'Departments where people serve'}
        actions={<Button size="sm" onClick={() => setEditing('new')}>New unit</Button>}
      />
      <div className="border-b border-slate-100 p-4 dark:border-neutral-800">
        <input type="search" aria-label="Search service units" placeholder="Search units" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={inputClass} />
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-2 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="p-4">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={q ? 'No unit matches' : 'No service units yet'} message={q ? undefined : 'Create units such as Ushering, Choir or Media.'} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {list.data.items.map((u) => (
            <li key={u.id} className={cn('flex flex-wrap items-center gap-3 px-5 py-3', selectedId === u.id && 'bg-brand/10 dark:bg-white/10')}>
              <div className="min-w-40 flex-1">
                {onSelect ? (
                  <button type="button" onClick={() => onSelect(u)} aria-pressed={selectedId === u.id} className="text-left font-medium hover:text-brand-ink hover:underline">
                    {u.name}
                  </button>
                ) : (
                  <Link to={`${PEOPLE.serviceUnits}?unitId=${u.id}`} className="font-medium hover:text-brand-ink hover:underline">
                    {u.name}
                  </Link>
                )}
                {u.description && <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{u.description}</p>}
              </div>
              <span className="text-sm text-slate-500 tabular-nums dark:text-neutral-400">
                {formatCount(u.memberCount)} {u.memberCount === 1 ? 'member' : 'members'}
              </span>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(u)} aria-label={`Edit ${u.name}`}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(u)} aria-label={`Delete ${u.name}`} className="text-red-600 dark:text-red-400">
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > pageSize && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={pageSize} total={list.data.total} onPage={setPage} label="Unit pages" />
        </div>
      )}
      <EntityFormModal
        open={editing !== null}
        title={editing === 'new' ? 'New service unit' : `Edit ${editing?.name ?? ''}`}
        nameLabel="Unit name"
        submitLabel={editing === 'new' ? 'Create unit' : 'Save'}
        initial={editing && editing !== 'new' ? editing : undefined}
        loading={call.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(v) => call.mutate(editing === 'new' ? { op: 'add', body: v } : { op: 'update', body: { id: (editing as ServiceUnit).id, ...v } }, { onSuccess: () => setEditing(null) })}
      />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the unit “${deleting?.name ?? ''}”?`}
        message={deleting && deleting.memberCount > 0 ? `Its ${deleting.memberCount} members stay in the directory; only the unit goes.` : 'This cannot be undone.'}
        danger
        confirmLabel="Delete unit"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}
