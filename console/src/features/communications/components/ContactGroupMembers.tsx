import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { PhoneField } from '@/components/PhoneField'
import type { ListOption } from '../api/audience-lists'
import { ListPicker } from './ListPicker'
import { MEMBERS_PAGE_SIZE, useAllContactGroups, useContactGroupMembers, useMembersCall } from '../api/contact-groups'
import type { Contact, GroupMember } from '../api/types'
import { contactSchema, type ContactValues } from '../lib/contact-group-form'
import { COMMS } from '../paths'
import { CommsShell } from './CommsShell'

/** The people pages' profile path (a path, not an import: features stay apart). */
const profilePath = (id: number) => `/product/people/listing/view-people?id=${id}`

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** One contact group: add people and typed-in contacts, see and remove its members. */
export function ContactGroupMembers({ groupId }: { groupId: number }) {
  const groups = useAllContactGroups()
  const group = groups.data?.items.find((g) => g.id === groupId)
  const [page, setPage] = useState(1)
  const members = useContactGroupMembers({ id: groupId, page: page - 1, pageSize: MEMBERS_PAGE_SIZE })
  const call = useMembersCall()
  const [people, setPeople] = useState<ListOption[]>([])
  const [contacts, setContacts] = useState<Contact[]>([])
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [confirmRemove, setConfirmRemove] = useState<GroupMember[] | null>(null)

  const back = (
    <Link to={COMMS.contactGroups} className="font-medium text-brand-ink hover:underline">
      ← All contact groups
    </Link>
  )
  const notFound = !groupId || (members.isError && (members.error as { status?: number }).status === 404) || (groups.isSuccess && !group && groups.data.total <= groups.data.items.length)
  if (notFound) {
    return (
      <CommsShell title="Contact groups">
        <Card>
          <EmptyState title="Contact group not found" message="Choose a group from the contact groups page." action={back} />
        </Card>
      </CommsShell>
    )
  }

  const rows = members.data?.items ?? []
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const pending = people.length + contacts.length
  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s)
      if (n.has(id)) n.delete(id)
      else n.add(id)
      return n
    })

  return (
    <CommsShell back={back} title={group?.name ?? 'Contact group'} description={group?.description || (members.data ? count(members.data.total, 'member', 'members') : undefined)}>

      <Card>
        <CardHeader title="Add members" description="Pick people from the directory, type in numbers or e-mail addresses, then add them together." />
        <div className="grid grid-cols-2 gap-6 p-5 max-[900px]:grid-cols-1">
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">From the directory</h3>
            <ListPicker kind="people" label="Find people" excludeIds={[...rows.flatMap((r) => (r.personId ? [r.personId] : [])), ...people.map((p) => p.id)]} onPick={(p) => setPeople((l) => [...l, p])} />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">A typed-in contact</h3>
            <ContactForm onAdd={(c) => setContacts((l) => [...l, c])} />
          </div>
        </div>
        {pending > 0 && (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-5 py-4 dark:border-neutral-800">
            <ul aria-label="To add" className="flex flex-wrap gap-2">
              {people.map((p) => (
                <Chip key={`p${p.id}`} label={p.name} onRemove={() => setPeople((l) => l.filter((x) => x.id !== p.id))} />
              ))}
              {contacts.map((c, i) => (
                <Chip key={`c${i}`} label={[c.name, c.phone || c.email].filter(Boolean).join(' · ')} onRemove={() => setContacts((l) => l.filter((_, j) => j !== i))} />
              ))}
            </ul>
            <Button
              size="sm"
              className="ml-auto"
              loading={call.isPending && call.variables?.op === 'add-members'}
              onClick={() =>
                call.mutate(
                  { op: 'add-members', body: { id: groupId, personIds: people.map((p) => p.id), contacts } },
                  {
                    onSuccess: () => {
                      setPeople([])
                      setContacts([])
                    },
                  },
                )
              }
            >
              Add {pending} to the group
            </Button>
          </div>
        )}
      </Card>

      <Card>
        <CardHeader
          title="Members"
          description={members.data ? count(members.data.total, 'member', 'members') : undefined}
          actions={
            selected.size > 0 && (
              <Button size="sm" variant="danger" onClick={() => setConfirmRemove(rows.filter((r) => selected.has(r.id)))}>
                Remove {selected.size} selected
              </Button>
            )
          }
        />
        {members.isPending ? (
          <div role="status" aria-label="Loading" className="flex flex-col gap-2 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : members.isError ? (
          <div className="p-4">
            <ErrorPanel message={members.error.message} onRetry={() => members.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title="No members yet" message="Add people or typed-in contacts above. A smart keyword can add texters too." />
        ) : (
          <TableShell label="Contact group members">
            <thead>
              <tr>
                <Th className="w-10">
                  <input type="checkbox" aria-label="Select all on this page" className="h-4 w-4 accent-[var(--brand-primary)]" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))} />
                </Th>
                <Th>Name</Th>
                <Th>Phone</Th>
                <Th>Email</Th>
                <Th>Joined by</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => {
                const name = m.name || m.phone || m.email
                return (
                  <Tr key={m.id}>
                    <Td>
                      <input type="checkbox" aria-label={`Select ${name}`} className="h-4 w-4 accent-[var(--brand-primary)]" checked={selected.has(m.id)} onChange={() => toggle(m.id)} />
                    </Td>
                    <Td>
                      {m.personId ? (
                        <Link to={profilePath(m.personId)} className="font-medium hover:text-brand-ink hover:underline">
                          {m.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{m.name || <span className="text-slate-500 dark:text-neutral-400">Typed-in contact</span>}</span>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">{m.phone || '—'}</Td>
                    <Td>{m.email || '—'}</Td>
                    <Td>{m.source === 'keyword' ? <Badge tone="blue">Smart keyword</Badge> : <Badge>Staff</Badge>}</Td>
                    <Td className="text-right">
                      <Button size="sm" variant="ghost" aria-label={`Remove ${name} from the group`} onClick={() => setConfirmRemove([m])}>
                        Remove
                      </Button>
                    </Td>
                  </Tr>
                )
              })}
            </tbody>
          </TableShell>
        )}
        {members.data && members.data.total > MEMBERS_PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={MEMBERS_PAGE_SIZE} total={members.data.total} onPage={(p) => (setPage(p), setSelected(new Set()))} label="Member pages" />
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={!!confirmRemove}
        title={confirmRemove?.length === 1 ? `Remove ${confirmRemove[0]!.name || confirmRemove[0]!.phone || confirmRemove[0]!.email} from the group?` : `Remove ${confirmRemove?.length ?? 0} members from the group?`}
        message="People stay in the directory; only their place in this group goes."
        confirmLabel="Remove"
        danger
        loading={call.isPending && call.variables?.op === 'remove-members'}
        onClose={() => setConfirmRemove(null)}
        onConfirm={() =>
          confirmRemove &&
          call.mutate(
            { op: 'remove-members', body: { id: groupId, memberIds: confirmRemove.map((m) => m.id) } },
            {
              onSuccess: () => {
                setConfirmRemove(null)
                setSelected(new Set())
              },
            },
          )
        }
      />
    </CommsShell>
  )
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-brand/10 py-1 pr-1 pl-3 text-sm text-brand-ink dark:bg-brand/30 dark:text-white">
      {label}
      <button type="button" aria-label={`Don't add ${label}`} onClick={onRemove} className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-black/10">
        ×
      </button>
    </li>
  )
}

const EMPTY: ContactValues = { name: '', phone: '', email: '' }

/** Name, phone and e-mail of someone not in the directory; "Add to the list" keeps it for the add. */
function ContactForm({ onAdd }: { onAdd: (c: Contact) => void }) {
  const form = useZodForm(contactSchema, { defaultValues: EMPTY })
  return (
    <form
      aria-label="Typed-in contact"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((v) => {
        onAdd(v)
        form.reset(EMPTY)
      })}
    >
      <TextField label="Name (optional)" maxLength={100} autoComplete="off" error={fieldError(form, 'name')} {...form.register('name')} />
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => <PhoneField label="Phone" name="phone" optional value={field.value || undefined} onChange={(v) => field.onChange(v ?? '')} error={fieldState.error?.message} autoComplete="off" />}
      />
      <TextField label="Email (optional)" type="email" autoComplete="off" error={fieldError(form, 'email')} {...form.register('email')} />
      <div>
        <Button type="submit" size="sm" variant="secondary">
          Add to the list
        </Button>
      </div>
    </form>
  )
}
