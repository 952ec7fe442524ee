import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Icon, IconButton } from '@/components/ordered-list/OrderedNameList'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { TextAreaField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { ApiError } from '@/lib/api-client'
import { useSpeakerCall, useSpeakers, type Speaker } from '../../api/sermons'

const count = (n: number) => (n === 1 ? '1 sermon' : `${n} sermons`)

/** The church's speakers: people of the church (their name from their record) or guests. */
export function SpeakersPanel() {
  const speakers = useSpeakers()
  const call = useSpeakerCall()
  const [editing, setEditing] = useState<{ speaker: Speaker | null } | null>(null)
  const [deleting, setDeleting] = useState<Speaker | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  return (
    <Card>
      <CardHeader title="Speakers" description="Who preaches: someone of the church, or a guest." actions={<Button onClick={() => setEditing({ speaker: null })}>Add speaker</Button>} />
      {speakers.isPending ? (
        <div className="p-5">
          <LoadingSkeleton kind="table" />
        </div>
      ) : speakers.isError ? (
        <div className="p-5">
          <ErrorPanel message={speakers.error.message} onRetry={() => void speakers.refetch()} />
        </div>
      ) : speakers.data.length === 0 ? (
        <EmptyState title="No speakers yet" message="Add the church's preachers, or a guest speaker from a sermon's dialog." />
      ) : (
        <TableShell label="Speakers">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th className="max-[600px]:hidden">Title</Th>
              <Th>Sermons</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {speakers.data.map((s) => (
              <Tr key={s.id} data-testid={`speaker-${s.name}`}>
                <Td>
                  <span className="font-medium">{s.name}</span> {s.guest ? <Badge tone="amber">Guest</Badge> : <Badge tone="brand">Member</Badge>}
                </Td>
                <Td className="text-sm max-[600px]:hidden">{s.title}</Td>
                <Td className="text-sm tabular-nums">{count(s.sermonCount)}</Td>
                <Td className="text-right whitespace-nowrap">
                  <div className="flex justify-end">
                    <IconButton label={`Edit ${s.name}`} onClick={() => setEditing({ speaker: s })}>
                      <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
                    </IconButton>
                    <IconButton label={`Delete ${s.name}`} danger onClick={() => (setDeleting(s), setDeleteError(null))}>
                      <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                    </IconButton>
                  </div>
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {editing && <SpeakerModal key={editing.speaker?.id ?? 'new'} speaker={editing.speaker} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete ${deleting?.name ?? ''} as a speaker?`}
        message={deleting?.sermonCount ? `${count(deleting.sermonCount)} name this speaker: give them another speaker first.` : 'This cannot be undone.'}
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          call.mutate(
            { op: 'delete', body: { id: deleting.id } },
            { onSuccess: () => setDeleting(null), onError: (e) => setDeleteError(e instanceof ApiError ? e.message : null) },
          )
        }
      >
        {deleteError && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </Card>
  )
}

/** Add a speaker (a person of the church, or a guest by name) or edit one. */
function SpeakerModal({ speaker, onClose }: { speaker: Speaker | null; onClose: () => void }) {
  const call = useSpeakerCall()
  const [guest, setGuest] = useState(speaker ? speaker.guest : false)
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const [name, setName] = useState(speaker?.name ?? '')
  const [title, setTitle] = useState(speaker?.title ?? '')
  const [bio, setBio] = useState(speaker?.bio ?? '')
  const [error, setError] = useState<string | undefined>()
  const isPerson = speaker ? !speaker.guest : !guest

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const personId = speaker ? (speaker.personId ?? null) : guest ? null : (person?.id ?? null)
    const n = isPerson ? (person?.fullName ?? speaker?.name ?? '') : name.trim()
    if (isPerson && !personId) return setError('Choose a person')
    if (!n) return setError("Enter the speaker's name")
    // A speaker without a person is a guest.
    const body = { name: n, title: title.trim(), bio: bio.trim(), personId, photoMediaId: speaker?.photoMediaId ?? null }
    try {
      await (speaker ? call.mutateAsync({ op: 'update', body: { ...body, id: speaker.id } }) : call.mutateAsync({ op: 'add', body }))
      onClose()
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) setError(err.message)
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={speaker ? `Edit ${speaker.name}` : 'Add speaker'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="speaker-form" loading={call.isPending}>
            {speaker ? 'Save' : 'Add speaker'}
          </Button>
        </>
      }
    >
      <form id="speaker-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {!speaker && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-neutral-300">Who</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {[
                { v: false, label: 'Someone of the church' },
                { v: true, label: 'A guest speaker' },
              ].map((o) => (
                <label key={o.label} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
                  <input type="radio" name="speaker-kind" checked={guest === o.v} onChange={() => (setGuest(o.v), setError(undefined))} className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]" />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {isPerson ? (
          speaker ? (
            <p className="text-sm">
              <span className="font-medium">{speaker.name}</span> <span className="text-slate-500 dark:text-neutral-400">(their name comes from their record in People)</span>
            </p>
          ) : (
            <PersonPicker label="Person" popup="inline" value={person} onChange={(p) => (setPerson(p), setError(undefined))} error={error} />
          )
        ) : (
          <TextField label="Name" maxLength={200} value={name} error={error} onChange={(e) => (setName(e.target.value), setError(undefined))} />
        )}
        <TextField label="Title" optional placeholder="Pastor, Elder, Rev. Dr." maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextAreaField label="Short biography" rows={3} maxLength={2000} value={bio} onChange={(e) => setBio(e.target.value)} />
        {speaker && isPerson && error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
