// The station's pieces: the family search, a child's flags, refusals, the sync list.
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button, cn } from '@congregate/ui'
import { Badge } from '@/components/ui/Card'
import type { Family, FamilyChild } from '../api/station'
import type { QueuedEntry, SyncOutcome } from './queue'

export const bigInput =
  'h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg text-slate-900 placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-brand dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:placeholder:text-neutral-500'

/** Phone digits or a name; the station searches the server, or its cache when offline. */
export function FamilySearch({ search, onFound, label = 'Find a family' }: { search: (q: string) => Promise<{ families: Family[]; local: boolean }>; onFound: (f: Family[] | null, local: boolean) => void; label?: string }) {
  const [q, setQ] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!q.trim()) return setError('Enter the last digits of a phone number or a name')
    setBusy(true)
    setError(null)
    try {
      const r = await search(q.trim())
      onFound(r.families, r.local)
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="family-q" className="text-base font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      <div className="flex gap-2">
        <input id="family-q" className={bigInput} value={q} onChange={(e) => (setQ(e.target.value), onFound(null, false))} placeholder="Last 4 digits of a phone, or a name" autoComplete="off" inputMode="search" aria-describedby={error ? 'family-q-error' : undefined} />
        <Button type="submit" size="lg" className="h-14 px-6 text-base" loading={busy}>
          Find
        </Button>
      </div>
      {error && (
        <p id="family-q-error" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  )
}

/** Allergies, medical notes and the NOT-authorised names: always in sight at the station. */
export function ChildFlags({ child }: { child: FamilyChild }) {
  const allergies = child.allergies ?? []
  const refused = child.notAuthorised ?? []
  if (allergies.length === 0 && !child.allergyNotes && !child.hasMedical && refused.length === 0) return null
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {allergies.length > 0 && <Badge tone="amber">Allergies: {allergies.join(', ')}</Badge>}
      {child.allergyNotes && <Badge tone="amber">{child.allergyNotes}</Badge>}
      {child.hasMedical && <Badge tone="blue">Medical notes on file</Badge>}
      {refused.length > 0 && (
        <span className="inline-flex items-center rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">NOT authorised: {refused.join(', ')}</span>
      )}
    </div>
  )
}

/** A refusal, verbatim. A NOT-authorised pickup is a strong warning. */
export function RefusalPanel({ message }: { message: string }) {
  const notAuthorised = / is not authorised to pick up /.test(message)
  return (
    <div
      role="alert"
      className={cn(
        'rounded-xl border-2 p-4',
        notAuthorised ? 'border-red-700 bg-red-700 text-white' : 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200',
      )}
    >
      {notAuthorised && <p className="text-sm font-bold tracking-wide uppercase">Warning — do not release the child</p>}
      <p className={cn('font-semibold', notAuthorised ? 'mt-1 text-xl' : 'text-base')}>{message}</p>
      {notAuthorised && <p className="mt-1 text-sm">Keep the child with the teacher and call the children&apos;s ministry leader.</p>}
    </div>
  )
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

const statusTone = { applied: 'green', duplicate: 'neutral', conflict: 'red' } as const

/** What waits to sync, the conflicts staff must read, and the last sync's answers. */
export function SyncList({ entries, outcomes, online, syncing, onSync, onAcknowledge, onReprint }: { entries: QueuedEntry[]; outcomes: SyncOutcome[]; online: boolean; syncing: boolean; onSync: () => void; onAcknowledge: (id: string) => void; onReprint: (checkinId: number) => void }) {
  const waiting = entries.filter((e) => e.status === 'waiting')
  const conflicts = entries.filter((e) => e.status === 'conflict')
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700 dark:text-neutral-300">
          {waiting.length === 0 ? 'Nothing is waiting to sync.' : `${waiting.length} waiting to sync. ${online ? '' : 'They are sent when the network returns.'}`}
        </p>
        <Button variant="secondary" disabled={!online || waiting.length === 0} loading={syncing} onClick={onSync}>
          Sync now
        </Button>
      </div>
      {waiting.length > 0 && (
        <ul aria-label="Waiting to sync" className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-neutral-800 dark:border-neutral-800">
          {waiting.map((e) => (
            <li key={e.clientId} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <Badge tone="amber">{e.kind === 'checkin' ? 'Check-in' : 'Check-out'}</Badge>
              <span className="min-w-0 flex-1 text-slate-800 dark:text-neutral-200">{e.summary}</span>
              <span className="font-mono font-semibold">{e.code}</span>
              <span className="text-xs text-slate-500 dark:text-neutral-400">{new Date(e.at).toLocaleTimeString()}</span>
            </li>
          ))}
        </ul>
      )}
      {conflicts.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-red-700 dark:text-red-300">Conflicts for staff to check</h3>
          <ul aria-label="Sync conflicts" className="flex flex-col gap-2">
            {conflicts.map((e) => (
              <li key={e.clientId} className="flex flex-wrap items-center gap-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm dark:border-red-900 dark:bg-red-950/40">
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{e.summary}</span>
                  <span className="block text-red-800 dark:text-red-200">{e.message}</span>
                </span>
                <Button size="sm" variant="secondary" onClick={() => onAcknowledge(e.clientId)}>
                  Acknowledge
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {outcomes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-slate-900 dark:text-white">Last sync</h3>
          <ul aria-label="Sync results" className="flex flex-col gap-1">
            {outcomes.map((o) => (
              <li key={o.clientId} className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={statusTone[o.status]}>{o.status}</Badge>
                <span className="min-w-0 flex-1">
                  {o.summary}
                  {o.message && <span className="block text-slate-600 dark:text-neutral-400">{o.message}</span>}
                </span>
                {o.kind === 'checkin' && o.status !== 'conflict' && o.checkinIds && o.checkinIds.length > 0 && (
                  <Button size="sm" variant="secondary" onClick={() => onReprint(o.checkinIds![0]!)}>
                    Print labels ({o.code})
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
