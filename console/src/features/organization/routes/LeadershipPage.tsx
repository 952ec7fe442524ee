import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { Avatar } from '@/components/ui/Avatar'
import { Button, cn, inputLook, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { useDeleteLeader, useLeaderCandidates, useLeaders, useMoveLeader, useSaveLeader } from '../api/leadership'
import type { Leader, LeaderCandidate } from '../api/types'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { initialsOf } from '@/lib/format'
import { useAccess } from '@/lib/access'
import { useDebouncedValue } from '@/lib/use-debounced-value'

export default function LeadershipPage() {
  const { canWrite: editable } = useAccess()
  const leaders = useLeaders()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Leader | null>(null)
  const [removing, setRemoving] = useState<Leader | null>(null)
  const move = useMoveLeader()
  const del = useDeleteLeader()

  return (
    <OrgShell
      title="Leadership & directory"
      description="Your pastors and leaders, in the order your directory and app show them."
      actions={editable && <Button onClick={() => setAdding(true)}>Add leader</Button>}
    >
      <Card>
        <CardHeader title="Directory order" description={editable ? 'Use the arrows to change the order.' : undefined} />
        <QueryState query={leaders} skeleton="table">
          {(items) =>
            items.length === 0 ? (
              <EmptyState title="No leaders yet" message="Add your senior pastor and leadership team so members can find them." action={editable ? <Button onClick={() => setAdding(true)}>Add leader</Button> : undefined} />
            ) : (
              <ol className="divide-y divide-slate-100 dark:divide-neutral-800" aria-label="Leaders">
                {items.map((l, i) => (
                  <li key={l.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
                    <span className="w-6 text-right text-sm text-slate-500 tabular-nums dark:text-neutral-400">{i + 1}</span>
                    <Avatar name={l.fullName} initials={initialsOf(l.fullName)} size={40} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{l.fullName}</p>
                      <p className="truncate text-sm text-slate-500 dark:text-neutral-400">
                        <span className="font-medium text-brand-ink">{l.title}</span>
                        {(l.email || l.mobile) && ` · ${l.email || l.mobile}`}
                      </p>
                    </div>
                    {editable && (
                      <div className="flex items-center gap-1">
                        <IconButton label={`Move ${l.fullName} up`} disabled={i === 0 || move.isPending} onClick={() => move.mutate({ id: l.id, newPosition: i - 1 })} d="M12 19V5M5 12l7-7 7 7" />
                        <IconButton label={`Move ${l.fullName} down`} disabled={i === items.length - 1 || move.isPending} onClick={() => move.mutate({ id: l.id, newPosition: i + 1 })} d="M12 5v14M5 12l7 7 7-7" />
                        <Button size="sm" variant="secondary" onClick={() => setEditing(l)}>
                          Edit
                        </Button>
                        <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setRemoving(l)}>
                          Remove
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </Card>
      <LeaderModal open={adding || !!editing} leader={editing} onClose={() => (setAdding(false), setEditing(null))} />
      <ConfirmDialog
        open={!!removing}
        danger
        title={`Remove ${removing?.fullName ?? ''} from the leadership?`}
        message="They stay in your people directory."
        confirmLabel="Remove"
        loading={del.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && del.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </OrgShell>
  )
}

function IconButton({ label, d, onClick, disabled }: { label: string; d: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className="flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-neutral-800">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={d} />
      </svg>
    </button>
  )
}

/** A new leader needs a person; an edited one keeps theirs and changes the title. */
function leaderSchema(isNew: boolean) {
  return z.object({
    person: z.custom<LeaderCandidate | null>().refine((p) => !isNew || p !== null, 'Choose a person'),
    title: z.string().trim().min(1, 'Title is required'),
  })
}

function leaderBody(v: z.output<ReturnType<typeof leaderSchema>>, leader: Leader | null): ApiBody<'/api/organization/leadership/save'> {
  return leader ? { id: leader.id, personId: leader.personId, title: v.title } : { personId: v.person!.id, title: v.title }
}

function LeaderModal({ open, leader, onClose }: { open: boolean; leader: Leader | null; onClose: () => void }) {
  // Mounted while open, one per leader: every opening starts from that leader's title.
  return open ? <LeaderDialog key={leader?.id ?? 'new'} leader={leader} onClose={onClose} /> : null
}

function LeaderDialog({ leader, onClose }: { leader: Leader | null; onClose: () => void }) {
  const formId = useId()
  const [q, setQ] = useState('')
  const save = useSaveLeader()
  const candidates = useLeaderCandidates(useDebouncedValue(q, 250))
  const form = useZodForm(leaderSchema(!leader), { defaultValues: { person: null, title: leader?.title ?? '' } })
  const submit = form.handleSubmit((v) => save.mutate(leaderBody(v, leader), { onSuccess: onClose }))
  const personError = fieldError(form, 'person')

  return (
    <Modal
      open
      title={leader ? `Edit ${leader.fullName}` : 'Add a leader'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {leader ? 'Save' : 'Add leader'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
        {!leader && (
          <Controller
            control={form.control}
            name="person"
            render={({ field: { value: person, onChange: setPerson } }) =>
              person ? (
                <div className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-neutral-700">
                  <Avatar name={person.fullName} initials={initialsOf(person.fullName)} size={32} />
                  <p className="min-w-0 flex-1 truncate text-sm font-medium">{person.fullName}</p>
                  <button type="button" className="text-sm font-semibold text-brand-ink hover:underline" onClick={() => setPerson(null)}>
                    Change
                  </button>
                </div>
              ) : (
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="leader-search" className="text-sm font-medium text-slate-700 dark:text-neutral-300">
                    Person
                  </label>
                  <input id="leader-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Type at least 2 letters of a name…" className={cn(inputLook(personError))} autoComplete="off" />
                  {personError && (
                    <p role="alert" className="text-xs text-red-600">
                      {personError}
                    </p>
                  )}
                  {q.trim().length >= 2 && (
                    <ul className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 dark:border-neutral-700" aria-label="People found">
                      {(candidates.data ?? []).length === 0 && !candidates.isFetching && <li className="px-3 py-2 text-sm text-slate-500">No one found who is not a leader yet.</li>}
                      {(candidates.data ?? []).map((c) => (
                        <li key={c.id}>
                          <button type="button" onClick={() => setPerson(c)} className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 dark:hover:bg-neutral-800">
                            <Avatar name={c.fullName} initials={initialsOf(c.fullName)} size={28} />
                            <span className="min-w-0 flex-1">
                              <span className="block truncate text-sm font-medium">{c.fullName}</span>
                              <span className="block truncate text-xs text-slate-500">{c.email || c.mobile}</span>
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )
            }
          />
        )}
        <TextField label="Title" {...form.register('title')} error={fieldError(form, 'title')} placeholder="e.g. Senior Pastor" maxLength={100} />
      </form>
    </Modal>
  )
}
