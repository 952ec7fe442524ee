import { useState } from 'react'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Link } from 'react-router-dom'
import { Button, cn, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { useSession } from '@/lib/session'
import { followUpSchema, toFollowUpBody, useFollowUpCall, useFollowUps, useFollowUpStaff, type FollowUp } from '../api/follow-ups'
import type { PersonDetail } from '../api/types'
import { formatDate } from '../lib/format'
import { personPath } from '../paths'

/** A person's follow-ups: give one to a staff member, mark done, reopen, delete. */
export function FollowUpsCard({ person }: { person: PersonDetail }) {
  const [showDone, setShowDone] = useState(false)
  const open = useFollowUps({ personId: person.id, status: 'open', pageSize: 50 })
  const done = useFollowUps({ personId: person.id, status: 'done', pageSize: 20 })
  const n = open.data?.total ?? 0

  return (
    <Card data-testid="follow-ups-card">
      <CardHeader title="Follow-ups" description={open.data ? (n ? `${n} open` : 'Nothing to follow up') : 'Calls, visits and other things to do for this person'} />
      <FollowUpForm personId={person.id} />
      {open.isPending ? (
        <div className="px-5 pb-5">
          <Skeleton className="h-12" />
        </div>
      ) : open.isError ? (
        <div className="px-5 pb-5">
          <ErrorPanel message={open.error.message} onRetry={() => open.refetch()} />
        </div>
      ) : (
        <FollowUpList items={open.data.items} />
      )}
      {(done.data?.total ?? 0) > 0 && (
        <div className="border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
          <Button variant="link" aria-expanded={showDone} onClick={() => setShowDone((s) => !s)}>
            {showDone ? 'Hide done' : `Show done (${done.data!.total})`}
          </Button>
        </div>
      )}
      {showDone && done.data && <FollowUpList items={done.data.items} />}
    </Card>
  )
}

/** The signed-in user's open follow-ups, across people (people dashboard). */
export function MyFollowUpsCard() {
  const mine = useFollowUps({ mine: true, status: 'open', pageSize: 10 })
  return (
    <Card data-testid="my-follow-ups">
      <CardHeader title="My follow-ups" description={mine.data ? `${mine.data.total} open` : 'Given to you'} />
      {mine.isPending ? (
        <div className="p-5">
          <Skeleton className="h-24" />
        </div>
      ) : mine.isError ? (
        <div className="p-5">
          <ErrorPanel message={mine.error.message} onRetry={() => mine.refetch()} />
        </div>
      ) : mine.data.items.length === 0 ? (
        <EmptyState title="Nothing to follow up" message="Follow-ups given to you on people's profiles appear here." />
      ) : (
        <FollowUpList items={mine.data.items} showPerson />
      )}
    </Card>
  )
}

function FollowUpForm({ personId }: { personId: number }) {
  const me = useSession().user?.userId
  const staff = useFollowUpStaff()
  const call = useFollowUpCall()
  // Checked on submit only, like the notes composer: leaving the empty field is no mistake.
  const form = useZodForm(followUpSchema, { defaultValues: { title: '', assigneeId: me ? String(me) : '', dueDate: '' }, mode: 'onSubmit' })

  const submit = form.handleSubmit((v) =>
    call.mutate({ op: 'add', body: toFollowUpBody(personId, v) }, { onSuccess: () => form.reset({ ...form.getValues(), title: '', dueDate: '' }) }),
  )

  return (
    <form className="grid grid-cols-[1fr_10rem_auto] items-end gap-3 px-5 py-4 max-[600px]:grid-cols-1" onSubmit={submit}>
      <div className="col-span-full">
        <TextField label="New follow-up" placeholder="Welcome call, hospital visit, send a card…" maxLength={220} error={fieldError(form, 'title')} {...form.register('title')} />
      </div>
      <SelectField label="Assign to" options={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.id === me ? `${s.fullName} (me)` : s.fullName }))} {...form.register('assigneeId')} value={form.watch('assigneeId')} />
      <TextField label="Due" type="date" error={fieldError(form, 'dueDate')} {...form.register('dueDate')} />
      <Button type="submit" variant="secondary" loading={call.isPending}>
        Add
      </Button>
    </form>
  )
}

function FollowUpList({ items, showPerson }: { items: FollowUp[]; showPerson?: boolean }) {
  const call = useFollowUpCall()
  const [deleting, setDeleting] = useState<FollowUp | null>(null)
  if (!items.length) return null
  return (
    <>
    <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-neutral-800 dark:border-neutral-800">
      {items.map((f) => {
        const isDone = f.status === 'done'
        return (
          <li key={f.id} className="flex items-start gap-3 px-5 py-3" data-testid="follow-up">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-[var(--brand-primary)]"
              checked={isDone}
              disabled={call.isPending}
              aria-label={isDone ? `Reopen “${f.title}”` : `Mark “${f.title}” done`}
              onChange={() => call.mutate({ op: 'update', body: { id: f.id, status: isDone ? 'open' : 'done' } })}
            />
            <div className="min-w-0 flex-1">
              <p className={cn('text-sm font-medium', isDone && 'text-slate-500 line-through dark:text-neutral-400')}>{f.title}</p>
              <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-500 dark:text-neutral-400">
                {showPerson && (
                  <Link to={personPath(f.personId)} className="font-medium text-brand-ink hover:underline">
                    {f.personName}
                  </Link>
                )}
                {!showPerson && <span>{f.assigneeName || 'Unassigned'}</span>}
                {f.dueDate && !isDone && <span className={cn(f.overdue && 'font-semibold text-red-600 dark:text-red-400')}>{f.overdue ? `Overdue · was due ${formatDate(f.dueDate)}` : `Due ${formatDate(f.dueDate)}`}</span>}
                {isDone && f.completedAt && <span>Done {formatDate(f.completedAt)}</span>}
              </p>
            </div>
            {!showPerson && (
              <button
                type="button"
                aria-label={`Delete “${f.title}”`}
                disabled={call.isPending}
                onClick={() => setDeleting(f)}
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-red-600 dark:hover:bg-neutral-800"
              >
                ×
              </button>
            )}
          </li>
        )
      })}
    </ul>
    <ConfirmDialog
      open={!!deleting}
      title="Delete this follow-up?"
      message={deleting ? `“${deleting.title}” is removed for everyone. To keep it as a record, mark it done instead.` : undefined}
      confirmLabel="Delete follow-up"
      danger
      loading={call.isPending}
      onClose={() => setDeleting(null)}
      onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
    />
    </>
  )
}
