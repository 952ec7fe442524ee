import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { formatDate, formatDateTime } from '@/lib/format'
import { useAddPickup, useChild, useDeleteChild, useDeletePickup, useUpdatePickup, useViews, type Child, type Pickup, type PickupFields } from '../api/kids'
import { CHILDREN, notePath } from '../paths'
import { AddChildModal } from './AddChildModal'
import { ChildAvatar } from './ChildAvatar'
import { ageLabel, gradeLabel } from './format'
import { MessageParentsModal } from './MessageParentsModal'

/** The people profile (another feature's page: linked by path). */
const personPath = (id: number) => `/product/people/listing/view-people?id=${id}`

const linkClass = 'font-medium text-brand-ink hover:underline dark:text-brand-light'

/** /product/children/view-child?id=: a child's profile (opening it logs a sensitive view). */
export default function ChildProfilePage() {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const child = useChild(id, 'profile')
  const perms = useCurrentProfile().userRolesAndPermissions
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [messaging, setMessaging] = useState(false)
  const del = useDeleteChild()
  const navigate = useNavigate()
  const back = (
    <Link to={CHILDREN.listing} className={linkClass}>
      ← Children
    </Link>
  )
  if (!id) return <ErrorPanel message="Child not found" />
  if (child.isPending) return <Skeleton className="h-96" />
  if (child.isError)
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Child" back={back} />
        <ErrorPanel message={child.error.message} onRetry={() => child.refetch()} />
      </div>
    )
  const c = child.data
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={c.name}
        back={back}
        actions={
          <>
            <Link to={notePath(c.id)} className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800">
              Notes
            </Link>
            <Button variant="secondary" onClick={() => setMessaging(true)}>
              Message parents
            </Button>
            <Button onClick={() => setEditing(true)}>Edit child</Button>
          </>
        }
      />
      {c.notAuthorisedCount > 0 && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <strong>NOT authorised to pick up {c.firstName}:</strong> {c.pickups.filter((p) => !p.authorised).map((p) => p.name).join(', ')}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex flex-col items-center gap-3 self-start p-6 text-center">
          <ChildAvatar name={c.name} photoUrl={c.photoUrl} size={112} />
          <div>
            <p className="text-lg font-semibold">{c.name}</p>
            <p className="text-sm text-slate-600 dark:text-neutral-400">
              {ageLabel(c.ageMonths)}
              {c.birthDate && ` · born ${formatDate(c.birthDate)}`}
            </p>
          </div>
          <dl className="grid w-full grid-cols-2 gap-x-4 gap-y-2 text-left text-sm">
            <dt className="text-slate-500 dark:text-neutral-400">Classroom</dt>
            <dd>{c.classroomName || '—'}</dd>
            <dt className="text-slate-500 dark:text-neutral-400">Grade</dt>
            <dd>{gradeLabel(c.grade)}</dd>
            <dt className="text-slate-500 dark:text-neutral-400">Gender</dt>
            <dd className="capitalize">{c.gender || '—'}</dd>
            <dt className="text-slate-500 dark:text-neutral-400">Status</dt>
            <dd>{c.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}</dd>
            <dt className="text-slate-500 dark:text-neutral-400">Last check-in</dt>
            <dd>{c.lastCheckInOn ? formatDate(c.lastCheckInOn) : 'Never'}</dd>
          </dl>
        </Card>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card>
            <CardHeader title="Allergies and medical notes" />
            <div className="flex flex-col gap-3 p-5 text-sm">
              <div className="flex flex-wrap gap-2" aria-label="Allergies">
                {c.allergies.length === 0 ? <span className="text-slate-500 dark:text-neutral-400">No allergies on file</span> : c.allergies.map((a) => <Badge key={a.id} tone="amber">{a.name}</Badge>)}
              </div>
              {c.allergyNotes && (
                <div>
                  <p className="font-medium">Allergy notes</p>
                  <p className="whitespace-pre-wrap">{c.allergyNotes}</p>
                </div>
              )}
              <div>
                <p className="font-medium">Medical notes</p>
                <p className="whitespace-pre-wrap">{c.medicalNotes || <span className="text-slate-500 dark:text-neutral-400">None</span>}</p>
              </div>
            </div>
          </Card>
          <Card>
            <CardHeader title="Household and parents" description={c.householdName || 'No household'} />
            {c.parents.length === 0 ? (
              <p className="p-5 text-sm text-slate-500 dark:text-neutral-400">No parents on file.</p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
                {c.parents.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                    {canOpen(perms, 'people') ? (
                      <Link to={personPath(p.id)} className={linkClass}>
                        {p.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{p.name}</span>
                    )}
                    <span className="text-slate-600 dark:text-neutral-400">{[p.mobile, p.email].filter(Boolean).join(' · ') || '—'}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Pickups child={c} />
        </div>
      </div>
      {perms?.isSuperAdmin && <WhoViewed childId={c.id} />}
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <p className="font-medium">Delete profile</p>
          <p className="text-sm text-slate-600 dark:text-neutral-400">The child's profile, notes and pickups go; the person stays in People.</p>
        </div>
        <Button variant="secondary" className="text-red-600 dark:text-red-400" onClick={() => setDeleting(true)}>
          Delete profile
        </Button>
      </Card>
      <AddChildModal open={editing} child={c} onClose={() => setEditing(false)} />
      <MessageParentsModal open={messaging} kids={[{ id: c.id, name: c.name }]} onClose={() => setMessaging(false)} />
      <ConfirmDialog
        open={deleting}
        danger
        title={`Delete ${c.name}'s profile?`}
        message="The profile, its notes and pickup people are deleted. The person stays in People."
        confirmLabel="Delete profile"
        loading={del.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => del.mutate({ id: c.id }, { onSuccess: () => navigate(CHILDREN.listing) })}
      />
    </div>
  )
}

function Pickups({ child }: { child: Child }) {
  const [editing, setEditing] = useState<Pickup | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Pickup | null>(null)
  const del = useDeletePickup()
  return (
    <Card>
      <CardHeader title="Pickup people" description="Who may, and who must not, pick this child up." actions={<Button size="sm" onClick={() => setEditing('new')}>Add pickup person</Button>} />
      {child.pickups.length === 0 ? (
        <EmptyState title="No pickup people yet" message="Add the people allowed to pick this child up, and anyone who must not." />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800" aria-label="Pickup people">
          {child.pickups.map((p) => (
            <li key={p.id} className={`flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm ${p.authorised ? '' : 'bg-red-50 dark:bg-red-950/40'}`}>
              <div>
                <p className="font-medium">
                  {p.name} {!p.authorised && <Badge tone="red">NOT authorised</Badge>}
                </p>
                <p className="text-slate-600 dark:text-neutral-400">{[p.relationship, p.phone, p.note].filter(Boolean).join(' · ') || '—'}</p>
              </div>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete ${p.name}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(p)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PickupDialog childId={child.id} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Remove ${deleting?.name ?? ''}?`}
        message="They leave this child's pickup list."
        confirmLabel="Remove"
        loading={del.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}

function PickupDialog({ childId, editing, onClose }: { childId: number; editing: Pickup | 'new' | null; onClose: () => void }) {
  const p = editing && editing !== 'new' ? editing : null
  return (
    <Modal
      open={editing !== null}
      title={p ? `Edit ${p.name}` : 'Add pickup person'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="pickup-form">
            Save
          </Button>
        </>
      }
    >
      {editing !== null && <PickupForm key={p?.id ?? 'new'} childId={childId} pickup={p} onDone={onClose} />}
    </Modal>
  )
}

function PickupForm({ childId, pickup, onDone }: { childId: number; pickup: Pickup | null; onDone: () => void }) {
  const perms = useCurrentProfile().userRolesAndPermissions
  const canPick = canOpen(perms, 'people')
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const [f, setF] = useState<PickupFields>({
    personId: pickup?.personId ?? null,
    name: pickup?.name ?? '',
    phone: pickup?.phone ?? '',
    relationship: pickup?.relationship ?? '',
    authorised: pickup?.authorised ?? true,
    note: pickup?.note ?? '',
  })
  const [error, setError] = useState<string | null>(null)
  const add = useAddPickup()
  const update = useUpdatePickup()
  const set = (patch: Partial<PickupFields>) => (setF((x) => ({ ...x, ...patch })), setError(null))
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!f.personId && !f.name.trim()) return setError("Give the person's name or choose someone")
    const body = { ...f, name: f.name.trim(), relationship: f.relationship.trim(), note: f.note.trim() }
    if (pickup) update.mutate({ id: pickup.id, ...body }, { onSuccess: onDone })
    else add.mutate({ childId, ...body }, { onSuccess: onDone })
  }
  return (
    <form id="pickup-form" aria-label={pickup ? `Edit ${pickup.name}` : 'Add pickup person'} noValidate className="flex flex-col gap-4" onSubmit={submit}>
      {canPick && !pickup && (
        <PersonPicker
          label="Someone in the church (optional)"
          popup="inline"
          value={person}
          onChange={(m) => {
            setPerson(m)
            set({ personId: m?.id ?? null, name: m?.fullName ?? f.name })
          }}
        />
      )}
      <TextField label="Name" maxLength={150} value={f.name} error={error} onChange={(e) => set({ name: e.target.value })} />
      <PhoneField label="Phone" optional value={f.phone || undefined} onChange={(v) => set({ phone: v ?? '' })} />
      <TextField label="Relationship" maxLength={50} placeholder="Grandmother, neighbour…" value={f.relationship} onChange={(e) => set({ relationship: e.target.value })} />
      <Checkbox checked={f.authorised} onChange={(v) => set({ authorised: v })}>
        Authorised to pick up
      </Checkbox>
      {!f.authorised && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700 dark:bg-red-950 dark:text-red-300">
          This person is NOT authorised: check-out refuses them and staff see a warning.
        </p>
      )}
      <TextAreaField label="Note" maxLength={500} value={f.note} onChange={(e) => set({ note: e.target.value })} />
    </form>
  )
}

function WhoViewed({ childId }: { childId: number }) {
  const views = useViews(childId, true)
  const rows = views.data?.items ?? []
  return (
    <Card>
      <CardHeader title="Who viewed" description="Every opening of this child's sensitive information (super admins only)." />
      {views.isPending ? (
        <Skeleton className="m-5 h-24" />
      ) : views.isError ? (
        <ErrorPanel message={views.error.message} />
      ) : rows.length === 0 ? (
        <p className="p-5 text-sm text-slate-500 dark:text-neutral-400">No views yet.</p>
      ) : (
        <TableShell label="Who viewed" className="rounded-none border-0">
          <thead>
            <tr>
              <Th>Who</Th>
              <Th>Page</Th>
              <Th>When</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((v, i) => (
              <Tr key={i}>
                <Td>{v.viewerName || 'System'}</Td>
                <Td>{v.page}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(v.viewedAt)}</Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
    </Card>
  )
}
