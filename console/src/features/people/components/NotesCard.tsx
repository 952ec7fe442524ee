import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox } from '@congregate/ui'
import { Badge, Card, CardHeader, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { noteAddSchema, noteEditSchema, useNoteCall, useNotes, type Note } from '../api/notes'
import type { PersonDetail } from '../api/types'
import { formatDateTime } from '../lib/format'

const FIRST_PAGE = 5
const ALL = 100

/** Pastoral and follow-up notes on a person: pinned first, private ones only for their author. */
export function NotesCard({ person }: { person: PersonDetail }) {
  const [showAll, setShowAll] = useState(false)
  const notes = useNotes(person.id, showAll ? ALL : FIRST_PAGE)
  const total = notes.data?.total ?? 0

  return (
    <Card data-testid="notes-card">
      <CardHeader
        title="Notes"
        description={notes.data ? (total ? `${total} ${total === 1 ? 'note' : 'notes'}` : 'No notes yet') : 'Pastoral care and follow-up notes'}
      />
      <NoteComposer person={person} />
      {notes.isPending ? (
        <div className="flex flex-col gap-3 px-5 pb-5" role="status" aria-label="Loading notes">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : notes.isError ? (
        <div className="px-5 pb-5">
          <ErrorPanel message={notes.error.message} onRetry={() => notes.refetch()} />
        </div>
      ) : (
        notes.data.items.length > 0 && (
          <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-neutral-800 dark:border-neutral-800">
            {notes.data.items.map((n) => (
              <NoteItem key={n.id} note={n} personId={person.id} />
            ))}
          </ul>
        )
      )}
      {notes.data && total > notes.data.items.length && (
        <div className="border-t border-slate-100 px-5 py-3 text-sm dark:border-neutral-800">
          <Button variant="link" onClick={() => setShowAll(true)}>
            {total > ALL ? `Show the latest ${ALL} notes` : `Show all ${total} notes`}
          </Button>
        </div>
      )}
    </Card>
  )
}

const EMPTY_NOTE = { body: '', isPrivate: false, isPinned: false }

function NoteComposer({ person }: { person: PersonDetail }) {
  const call = useNoteCall(person.id)
  // Checked on submit only: leaving the empty composer is no mistake.
  const form = useZodForm(noteAddSchema, { defaultValues: EMPTY_NOTE, mode: 'onSubmit' })

  const submit = form.handleSubmit((note) => {
    const sent = form.getValues('body')
    call.mutate(
      { op: 'add', body: { personId: person.id, ...note } },
      {
        // A save clears only the text it sent: what was typed while it was saving stays (this
        // runs after the list has already refreshed).
        onSuccess: () => {
          if (form.getValues('body') === sent) form.reset(EMPTY_NOTE)
        },
      },
    )
  })

  return (
    <form className="flex flex-col gap-3 px-5 py-4" onSubmit={submit}>
      <TextAreaField
        label={`Add a note about ${person.firstName}`}
        placeholder="A visit, a prayer request, a follow-up…"
        error={fieldError(form, 'body')}
        rows={3}
        {...form.register('body')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <Controller
            control={form.control}
            name="isPrivate"
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={field.onChange}>
                Private (only you can read it)
              </Checkbox>
            )}
          />
          <Controller
            control={form.control}
            name="isPinned"
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={field.onChange}>
                Pin to the top
              </Checkbox>
            )}
          />
        </div>
        <Button type="submit" size="sm" loading={call.isPending}>
          Add note
        </Button>
      </div>
    </form>
  )
}

/** Editing a note's text: mounted while editing, so each edit starts from the note as saved. */
function NoteEditor({ note, call, onDone }: { note: Note; call: ReturnType<typeof useNoteCall>; onDone: () => void }) {
  const form = useZodForm(noteEditSchema, { defaultValues: { body: note.body } })
  const submit = form.handleSubmit(({ body }) => call.mutate({ op: 'update', body: { id: note.id, body } }, { onSuccess: onDone }))
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      {/* defaultValue too: the text stays the note item's own text while it is edited. */}
      <TextAreaField label="Edit note" error={fieldError(form, 'body')} rows={3} defaultValue={note.body} {...form.register('body')} />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" loading={call.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}

function NoteItem({ note, personId }: { note: Note; personId: number }) {
  const call = useNoteCall(personId)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)

  return (
    <li className="px-5 py-4" data-testid="note">
      <div className="mb-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-neutral-400">
        <span className="font-semibold text-slate-700 dark:text-neutral-200">{note.author}</span>
        <span aria-hidden>·</span>
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {note.editedAt && <span title={`Edited ${formatDateTime(note.editedAt)}`}>(edited)</span>}
        {note.isPinned && <Badge tone="brand">Pinned</Badge>}
        {note.isPrivate && <Badge tone="amber">Private</Badge>}
      </div>
      {editing ? (
        <NoteEditor note={note} call={call} onDone={() => setEditing(false)} />
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
      )}
      {note.mine && !editing && (
        <div className="mt-2 flex gap-4 text-xs">
          <Button variant="link" className="text-xs" disabled={call.isPending} onClick={() => call.mutate({ op: 'update', body: { id: note.id, isPinned: !note.isPinned } })}>
            {note.isPinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button variant="link" className="text-xs" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="link" className="text-xs text-red-600 dark:text-red-400" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete this note?"
        message="The note is removed for everyone. This cannot be undone."
        confirmLabel="Delete note"
        danger
        loading={call.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => call.mutate({ op: 'delete', body: { id: note.id } }, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  )
}
