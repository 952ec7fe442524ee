import { useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { customDisplay, useCustomFields } from '../api/custom-fields'
import { usePerson } from '../api/get-person'
import { useSetPersonStatus } from '../api/set-person-status'
import type { PersonDetail } from '../api/types'
import { EditPersonModal } from '../components/EditPersonModal'
import { FollowUpsCard } from '../components/FollowUpsCard'
import { HouseholdPanel } from '../components/HouseholdPanel'
import { NotesCard } from '../components/NotesCard'
import { GroupsPanel, ServiceUnitsPanel } from '../components/MembershipsPanel'
import { StatusBadge } from '../components/PersonCell'
import { PeopleShell } from '../components/PeopleShell'
import { PhotoUploader } from '../components/PhotoUploader'
import { formatCount, formatDate, formatDateTime } from '../lib/format'
import { genderLabel, maritalLabel } from '../lib/person-form'
import { PEOPLE } from '../paths'

export default function ViewPersonPage() {
  const [params] = useSearchParams()
  const raw = params.get('id') ?? ''
  const id = /^\d+$/.test(raw) ? Number(raw) : null
  const q = usePerson(id)

  const back = (
    <Link to={PEOPLE.listing} className="font-medium text-brand-ink hover:underline">
      ← Back to people
    </Link>
  )

  if (!id || (q.isError && (q.error as { status?: number }).status === 404)) {
    return (
      <PeopleShell>
        <div className="text-sm">{back}</div>
        <Card>
          <EmptyState title="Person not found" message="This person does not exist in your directory, or the link is incomplete." action={back} />
        </Card>
      </PeopleShell>
    )
  }

  return (
    <PeopleShell>
      <div className="text-sm">{back}</div>
      {q.isPending ? (
        <div className="grid grid-cols-[280px_1fr] gap-6 max-[900px]:grid-cols-1" role="status" aria-label="Loading profile">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <Profile person={q.data} />
      )}
    </PeopleShell>
  )
}

function Profile({ person }: { person: PersonDetail }) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const status = useSetPersonStatus()
  const fields = useCustomFields()
  const active = person.status === 'active'
  const nameLine = [person.title, person.fullName].filter(Boolean).join(' ')

  return (
    <div className="grid grid-cols-[280px_1fr] items-start gap-6 max-[900px]:grid-cols-1">
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <PhotoUploader person={person} />
        <div>
          <h1 className="text-xl font-bold tracking-tight">{nameLine}</h1>
          {person.salutation && <p className="text-sm text-slate-500 dark:text-neutral-400">{person.salutation}</p>}
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <StatusBadge status={person.status} />
            {person.membershipType && <Badge tone="brand">{person.membershipType}</Badge>}
            {person.leadership && <Badge tone="amber">{person.leadership.title}</Badge>}
          </div>
        </div>
        <dl className="w-full text-left text-sm">
          <Row label="Email">{person.email ? <a href={`mailto:${person.email}`} className="break-all hover:underline">{person.email}</a> : null}</Row>
          <Row label="Mobile">{person.mobile ? <a href={`tel:${person.mobile}`} className="hover:underline">{person.mobile}</a> : null}</Row>
          <Row label="Envelope ID">{person.envelopeId ? <span className="font-mono">{person.envelopeId}</span> : null}</Row>
        </dl>
        <div className="flex w-full flex-col gap-2">
          <Button block onClick={() => setEditing(true)}>
            Edit details
          </Button>
          <Button block variant={active ? 'secondary' : 'primary'} loading={status.isPending} onClick={() => (active ? setConfirming(true) : status.mutate({ id: person.id, active: true }))}>
            {active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      </Card>

      <div className="flex min-w-0 flex-col gap-6">
        {!active && (
          <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            {person.firstName} is inactive: hidden from the directory and lists, with every record kept. Reactivate to bring them back.
          </div>
        )}
        <Card>
          <CardHeader title="Details" actions={<Button size="sm" variant="secondary" onClick={() => setEditing(true)}>Edit</Button>} />
          <dl className="grid grid-cols-2 gap-x-6 px-5 py-2 text-sm max-[600px]:grid-cols-1">
            <Row label="Gender">{genderLabel(person.gender)}</Row>
            <Row label="Birthday">{person.birthDate ? `${formatDate(person.birthDate)}${person.age != null ? ` (age ${person.age})` : ''}` : null}</Row>
            <Row label="Marital status">{maritalLabel(person.maritalStatus)}</Row>
            <Row label="Wedding anniversary">{person.weddingDate ? formatDate(person.weddingDate) : null}</Row>
            <Row label="Occupation">{person.occupation}</Row>
            <Row label="Joined">{person.joinDate ? formatDate(person.joinDate) : null}</Row>
            <Row label="Address">{[person.address, person.city, person.state, person.postalCode, person.country].filter(Boolean).join(', ')}</Row>
            <Row label="House fellowship">{person.houseFellowship}</Row>
            <Row label="Member app login">{person.hasLogin ? 'Yes' : 'No'}</Row>
            <Row label="Added">{formatDateTime(person.createdAt)}</Row>
            {(fields.data ?? []).map((f) => (
              <Row key={f.id} label={f.name}>
                {customDisplay(f, person.customFields?.[f.id])}
              </Row>
            ))}
          </dl>
        </Card>
        <FollowUpsCard person={person} />
        <NotesCard person={person} />
        <HouseholdPanel person={person} />
        <div className="grid grid-cols-2 items-start gap-6 max-[1300px]:grid-cols-1">
          <GroupsPanel person={person} />
          <ServiceUnitsPanel person={person} />
        </div>
        <Card>
          <CardHeader title="Attendance" description={person.attendance.lastAttended ? `Last attended ${formatDate(person.attendance.lastAttended)}` : 'No attendance recorded yet'} />
          <dl className="grid grid-cols-3 divide-x divide-slate-100 text-center dark:divide-neutral-800">
            {[
              ['Last 30 days', person.attendance.last30Days],
              ['Last 90 days', person.attendance.last90Days],
              ['All time', person.attendance.total],
            ].map(([label, n]) => (
              <div key={label} className="px-3 py-5">
                <dt className="text-xs text-slate-500 dark:text-neutral-400">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{formatCount(n as number)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      <EditPersonModal person={person} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${person.fullName}?`}
        message={
          <>
            {person.firstName} will be hidden from the directory and signed out of the member app. Giving, attendance and group history are kept, and you can reactivate them at any time.
          </>
        }
        confirmLabel="Deactivate"
        danger
        loading={status.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => status.mutate({ id: person.id, active: false }, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2.5 last:border-0 dark:border-neutral-800">
      <dt className="shrink-0 text-slate-500 dark:text-neutral-400">{label}</dt>
      <dd className="min-w-0 text-right">{children || <span className="text-slate-300 dark:text-neutral-600">—</span>}</dd>
    </div>
  )
}
