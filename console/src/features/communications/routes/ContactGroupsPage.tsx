import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, inputClass } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useContactGroupCall, useContactGroups } from '../api/contact-groups'
import type { ContactGroup } from '../api/types'
import { ContactGroupFormModal } from '../components/ContactGroupFormModal'
import { ContactGroupMembers } from '../components/ContactGroupMembers'
import { CommsShell } from '../components/CommsShell'
import { contactGroupPath } from '../paths'

const PAGE_SIZE = 20

/** Contact groups: the list, or one group's members (?groupId=). */
export default function ContactGroupsPage() {
  const [params] = useSearchParams()
  const raw = params.get('groupId')
  if (raw !== null) {
    const id = /^\d+$/.test(raw) ? Number(raw) : 0
    return <ContactGroupMembers key={id} groupId={id} />
  }
  return (
    <CommsShell title="Contact groups" description="Lists of people and typed-in contacts to message together. Smart keywords can add texters to a group.">
      <GroupsList />
    </CommsShell>
  )
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

function GroupsList() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const search = useDebouncedValue(q, 300).trim()
  const list = useContactGroups({ search: search || undefined, page: page - 1, pageSize: PAGE_SIZE })
  const call = useContactGroupCall()
  const [editing, setEditing] = useState<ContactGroup | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ContactGroup | null>(null)

  return (
    <Card>
      <CardHeader
        title="Groups"
        description={list.data ? count(list.data.total, 'contact group', 'contact groups') : undefined}
        actions={<Button size="sm" onClick={() => setEditing('new')}>New contact group</Button>}
      />
      <div className="border-b border-slate-100 p-4 dark:border-neutral-800">
        <input type="search" aria-label="Search contact groups" placeholder="Search contact groups" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={inputClass} />
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading" className="flex flex-col gap-2 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="p-4">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={search ? 'No contact group matches' : 'No contact groups yet'}
          message={search ? undefined : 'Create a group, then add people from the directory or typed-in numbers and e-mail addresses.'}
        />
      ) : (
        <ul aria-label="Contact groups" className="divide-y divide-slate-100 dark:divide-neutral-800">
          {list.data.items.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3">
              <div className="min-w-40 flex-1">
                <Link to={contactGroupPath(g.id)} className="font-medium hover:text-brand-ink hover:underline">
                  {g.name}
                </Link>
                {g.description && <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{g.description}</p>}
              </div>
              <span className="text-sm text-slate-500 tabular-nums dark:text-neutral-400">{count(g.members, 'member', 'members')}</span>
              <div className="flex gap-1">
                <Link to={contactGroupPath(g.id)} aria-label={`Members of ${g.name}`} className="inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold text-brand-ink hover:bg-slate-100 dark:hover:bg-neutral-800">
                  Members
                </Link>
                <Button size="sm" variant="ghost" onClick={() => setEditing(g)} aria-label={`Rename ${g.name}`}>
                  Rename
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(g)} aria-label={`Delete ${g.name}`} className="text-red-600 dark:text-red-400">
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} label="Contact group pages" />
        </div>
      )}
      <ContactGroupFormModal
        open={editing !== null}
        initial={editing && editing !== 'new' ? editing : undefined}
        loading={call.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(v) => call.mutate(editing && editing !== 'new' ? { op: 'rename', body: { id: editing.id, ...v } } : { op: 'add', body: v }, { onSuccess: () => setEditing(null) })}
      />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the contact group “${deleting?.name ?? ''}”?`}
        message={
          deleting && deleting.members > 0
            ? `Its ${count(deleting.members, 'member', 'members')} leave the group; people stay in the directory. Smart keywords that add to it stop adding.`
            : 'This cannot be undone.'
        }
        danger
        confirmLabel="Delete group"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}
