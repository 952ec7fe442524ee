import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { formatDateTime } from '@/lib/format'
import { useAddNote, useChild, useDeleteNote, useNotes, type Note } from '../api/kids'
import { childPath } from '../paths'

const MAX = 2000

/** /product/children/view/note?childId=: a child's notes, newest first. */
export default function NotesPage() {
  const [params] = useSearchParams()
  const childId = Number(params.get('childId')) || 0
  const child = useChild(childId, 'notes')
  const notes = useNotes(childId)
  const add = useAddNote()
  const del = useDeleteNote()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Note | null>(null)
  const name = child.data?.name ?? 'Child'
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!body.trim()) return setError('Write the note')
    if (body.length > MAX) return setError('A note must be at most 2,000 characters')
    add.mutate({ childId, body: body.trim() }, { onSuccess: () => setBody('') })
  }
  const rows = notes.data?.items ?? []
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Notes on ${name}`}
        back={
          <Link to={childPath(childId)} className="font-medium text-brand-ink hover:underline dark:text-brand-light">
            ← {name}
          </Link>
        }
      />
      {child.isError ? (
        <ErrorPanel message={child.error.message} />
      ) : (
        <>
          <Card>
            <form aria-label="Add a note" noValidate className="flex flex-col gap-3 p-5" onSubmit={submit}>
              <TextAreaField label="New note" rows={4} maxLength={MAX} value={body} error={error} hint={`${body.length.toLocaleString('en-US')} / 2,000`} onChange={(e) => (setBody(e.target.value), setError(null))} />
              <div>
                <Button type="submit" loading={add.isPending}>
                  Add note
                </Button>
              </div>
            </form>
          </Card>
          <Card>
            <CardHeader title="Notes" />
            {notes.isPending ? (
              <Skeleton className="m-5 h-24" />
            ) : notes.isError ? (
              <ErrorPanel message={notes.error.message} onRetry={() => notes.refetch()} />
            ) : rows.length === 0 ? (
              <EmptyState title="No notes yet" message="Notes help the teachers: what comforts the child, what to tell the parents." />
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-neutral-800" aria-label="Notes">
                {rows.map((n) => (
                  <li key={n.id} className="flex items-start justify-between gap-3 px-5 py-4">
                    <div className="min-w-0">
                      <p className="text-sm break-words whitespace-pre-wrap">{n.body}</p>
                      <p className="mt-1 text-xs text-slate-500 dark:text-neutral-400">
                        {n.author || 'Someone'} · {formatDateTime(n.createdAt)}
                      </p>
                    </div>
                    <Button size="sm" variant="ghost" className="shrink-0 text-red-600 dark:text-red-400" aria-label="Delete note" onClick={() => setDeleting(n)}>
                      Delete
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        danger
        title="Delete this note?"
        message="It cannot be brought back."
        confirmLabel="Delete note"
        loading={del.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  )
}
