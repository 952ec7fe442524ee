import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, inputClass } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { useGroupCall, useGroups, type Group } from '../api/groups'
import { formatCount } from '../lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { groupUsersPath } from '../paths'
import { EntityFormModal } from './EntityFormModal'

/** Groups: search, add, edit, delete; each opens its members page. */
export function GroupsCard({ pageSize = 20, compact }: { pageSize?: number; compact?: boolean }) {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(q, 300)
  const list = useGroups({ q: debounced.trim() || undefined, page: page - 1, pageSize })
  const call = useGroupCall()
  const [editing, setEditing] = useState<Group | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Group | null>(null)

  return (
    <Card>
      <CardHeader
        title="Groups"
        description={list.data ? `${formatCount(list.data.total)} ${list.data.total === 1 ? 'group' : 'groups'}` : 'Small groups, classes and ministries'}
        actions={<Button size="sm" onClick={() => setEditing('new')}>New group</Button>}
      />
      <div className="border-b border-slate-100 p-4 dark:border-neutral-800">
        <input type="search" aria-label="Search groups" placeholder="Search groups" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={inputClass} />
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
        <EmptyState title={q ? 'No group matches' : 'No groups yet'} message={q ? undefined : 'Create groups for small groups, classes and ministries.'} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {list.data.items.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="min-w-40 flex-1">
                <Link to={groupUsersPath(g.id)} className="font-medium hover:text-brand-ink hover:underline">
                  {g.name}
                </Link>
                {!compact && g.description && <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{g.description}</p>}
              </div>
              <span className="text-sm text-slate-500 tabular-nums dark:text-neutral-400">
                {formatCount(g.memberCount)} {g.memberCount === 1 ? 'member' : 'members'}
              </span>
              <div className="flex gap-1">
                <Link to={groupUsersPath(g.id)} className="inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold text-brand-ink hover:bg-slate-100 dark:hover:bg-neutral-800">
                  Members
                </Link>
                <Button size="sm" variant="ghost" onClick={() => setEditing(g)} aria-label={`Edit ${g.name}`}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(g)} aria-label={`Delete ${g.name}`} className="text-red-600 dark:text-red-400">
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > pageSize && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={pageSize} total={list.data.total} onPage={setPage} label="Group pages" />
        </div>
      )}
      <EntityFormModal
        open={editing !== null}
        title={editing === 'new' ? 'New group' : `Edit ${editing?.name ?? ''}`}
        nameLabel="Group name"
        submitLabel={editing === 'new' ? 'Create group' : 'Save'}
        initial={editing && editing !== 'new' ? editing : undefined}
        loading={call.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(v) => call.mutate(editing === 'new' ? { op: 'add', body: v } : { op: 'update', body: { id: (editing as Group).id, ...v } }, { onSuccess: () => setEditing(null) })}
      />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the group “${deleting?.name ?? ''}”?`}
        message={deleting && deleting.memberCount > 0 ? `Its ${deleting.memberCount} members stay in the directory; only the group goes.` : 'This cannot be undone.'}
        danger
        confirmLabel="Delete group"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}
