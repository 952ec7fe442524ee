import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, inputClass } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useAllGroups } from '../api/groups'
import { GROUP_USERS_PAGE_SIZE, useGroupUsers, useGroupUsersCall } from '../api/group-users'
import type { PersonSummary } from '../api/types'
import { PeopleShell } from '../components/PeopleShell'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import { formatCount, formatDate } from '../lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PEOPLE, personPath } from '../paths'

export default function GroupUsersPage() {
  const [params] = useSearchParams()
  const raw = params.get('groupId') ?? ''
  const groupId = /^\d+$/.test(raw) ? Number(raw) : 0
  const groups = useAllGroups()
  const group = groups.data?.items.find((g) => g.id === groupId)
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(q, 300)
  const users = useGroupUsers({ groupId, q: debounced.trim() || undefined, page: page - 1, pageSize: GROUP_USERS_PAGE_SIZE })
  const call = useGroupUsersCall()
  const [pending, setPending] = useState<PersonSummary[]>([])
  const [role, setRole] = useState<'member' | 'leader'>('member')
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [confirmRemove, setConfirmRemove] = useState<number[] | null>(null)

  const back = (
    <Link to={PEOPLE.groups} className="font-medium text-brand-ink hover:underline">
      ← All groups
    </Link>
  )

  if (!groupId || (users.isError && (users.error as { status?: number }).status === 404)) {
    return (
      <PeopleShell>
        <Card>
          <EmptyState title="Group not found" message="Choose a group from the groups page." action={back} />
        </Card>
      </PeopleShell>
    )
  }

  const rows = users.data?.items ?? []
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.personId))
  const memberIds = rows.map((r) => r.personId)

  return (
    <PeopleShell>
      <PageHeader back={back} title={group?.name ?? 'Group members'} description={group?.description || (users.data ? `${formatCount(users.data.total)} ${users.data.total === 1 ? 'member' : 'members'}` : undefined)} />

      <Card>
        <CardHeader title="Add people" description="Search, pick one or more people, then add them together." />
        <div className="flex flex-col gap-4 p-5">
          <div className="grid grid-cols-[1fr_200px] items-end gap-3 max-[600px]:grid-cols-1">
            <PersonPicker label="Find people" excludeIds={[...memberIds, ...pending.map((p) => p.id)]} onPick={(p) => setPending((list) => [...list, p])} />
            <SelectField
              label="Role"
              value={role}
              onChange={(e) => setRole(e.target.value as 'member' | 'leader')}
              options={[
                { value: 'member', label: 'Member' },
                { value: 'leader', label: 'Leader' },
              ]}
            />
          </div>
          {pending.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              {pending.map((p) => (
                <span key={p.id} className="inline-flex items-center gap-1 rounded-full bg-brand/10 py-1 pr-1 pl-3 text-sm text-brand-ink dark:bg-brand/30 dark:text-white">
                  {p.fullName}
                  <button type="button" aria-label={`Don't add ${p.fullName}`} onClick={() => setPending((l) => l.filter((x) => x.id !== p.id))} className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-black/10">
                    ×
                  </button>
                </span>
              ))}
              <Button
                size="sm"
                loading={call.isPending && call.variables?.op === 'add'}
                onClick={() => call.mutate({ op: 'add', body: { groupId, personIds: pending.map((p) => p.id), role } }, { onSuccess: () => setPending([]) })}
              >
                Add {pending.length} to group
              </Button>
            </div>
          )}
        </div>
      </Card>

      <Card>
        <CardHeader
          title="Members"
          description={users.data ? `${formatCount(users.data.total)} in this group` : undefined}
          actions={
            selected.size > 0 && (
              <Button size="sm" variant="danger" onClick={() => setConfirmRemove([...selected])}>
                Remove {selected.size} selected
              </Button>
            )
          }
        />
        <div className="border-b border-slate-100 p-4 dark:border-neutral-800">
          <input type="search" aria-label="Search members" placeholder="Search members" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={inputClass} />
        </div>
        {users.isPending ? (
          <div className="flex flex-col gap-2 p-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : users.isError ? (
          <div className="p-4">
            <ErrorPanel message={users.error.message} onRetry={() => users.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title={q ? 'No member matches' : 'No members yet'} message={q ? undefined : 'Add people with the search above.'} />
        ) : (
          <TableShell label="Group members">
            <thead>
              <tr>
                <Th className="w-10">
                  <input
                    type="checkbox"
                    aria-label="Select all on this page"
                    className="h-4 w-4 accent-[var(--brand-primary)]"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(memberIds))}
                  />
                </Th>
                <Th>Name</Th>
                <Th>Email</Th>
                <Th>Phone</Th>
                <Th>Role</Th>
                <Th>Joined</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <Tr key={u.personId}>
                  <Td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${u.fullName}`}
                      className="h-4 w-4 accent-[var(--brand-primary)]"
                      checked={selected.has(u.personId)}
                      onChange={() =>
                        setSelected((s) => {
                          const n = new Set(s)
                          if (n.has(u.personId)) n.delete(u.personId)
                          else n.add(u.personId)
                          return n
                        })
                      }
                    />
                  </Td>
                  <Td>
                    <Link to={personPath(u.personId)} className="font-medium hover:text-brand-ink hover:underline">
                      {u.fullName}
                    </Link>
                  </Td>
                  <Td>{u.email || '—'}</Td>
                  <Td className="whitespace-nowrap">{u.mobile || '—'}</Td>
                  <Td>{u.role === 'leader' ? <Badge tone="amber">Leader</Badge> : <Badge>Member</Badge>}</Td>
                  <Td className="whitespace-nowrap">{formatDate(u.joinedAt)}</Td>
                  <Td className="text-right">
                    <Button size="sm" variant="ghost" aria-label={`Remove ${u.fullName} from the group`} onClick={() => setConfirmRemove([u.personId])}>
                      Remove
                    </Button>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        )}
        {users.data && users.data.total > GROUP_USERS_PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={GROUP_USERS_PAGE_SIZE} total={users.data.total} onPage={(p) => (setPage(p), setSelected(new Set()))} label="Member pages" />
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={!!confirmRemove}
        title={confirmRemove?.length === 1 ? 'Remove from the group?' : `Remove ${confirmRemove?.length ?? 0} people from the group?`}
        message="They stay in the directory; only their place in this group goes."
        confirmLabel="Remove"
        danger
        loading={call.isPending && call.variables?.op === 'remove'}
        onClose={() => setConfirmRemove(null)}
        onConfirm={() =>
          confirmRemove &&
          call.mutate(
            { op: 'remove', body: { groupId, personIds: confirmRemove } },
            {
              onSuccess: () => {
                setConfirmRemove(null)
                setSelected(new Set())
              },
            },
          )
        }
      />
    </PeopleShell>
  )
}
