import { Modal } from '@/components/ui/Modal'
import type { AuditItem } from '@/components/audit-trail/types'
import { formatDateTime } from '@/lib/format'
import { OutcomeBadge } from '@/components/audit-trail/AuditRows'

type Change = { from: unknown; to: unknown }

function show(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'string') return v
  return JSON.stringify(v)
}

function isChanges(x: unknown): x is Record<string, Change> {
  return !!x && typeof x === 'object' && Object.values(x).every((c) => !!c && typeof c === 'object' && 'to' in (c as object))
}

/** One audit entry in full: who, from where, and what changed (details.changes as from → to). */
export function AuditDetailsModal({ item, label, onClose }: { item: AuditItem | null; label: string; onClose: () => void }) {
  if (!item) return null
  const { changes, ...rest } = (item.details ?? {}) as { changes?: unknown } & Record<string, unknown>
  const extra = Object.entries(rest)
  return (
    <Modal open size="lg" title={label} description={formatDateTime(item.occurredAt)} onClose={onClose}>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500 dark:text-neutral-400">Outcome</dt>
        <dd>
          <OutcomeBadge outcome={item.outcome} />
        </dd>
        <dt className="text-slate-500 dark:text-neutral-400">Person</dt>
        <dd>{item.personName || '—'}</dd>
        <dt className="text-slate-500 dark:text-neutral-400">Actor</dt>
        <dd className="break-all">{item.actor || '—'}</dd>
        <dt className="text-slate-500 dark:text-neutral-400">IP address</dt>
        <dd className="font-mono text-xs">{item.ip || '—'}</dd>
        <dt className="text-slate-500 dark:text-neutral-400">Browser</dt>
        <dd className="text-xs break-all text-slate-600 dark:text-neutral-300">{item.userAgent || '—'}</dd>
        <dt className="text-slate-500 dark:text-neutral-400">Event</dt>
        <dd>
          <code className="text-xs">{item.event}</code>
        </dd>
      </dl>
      {isChanges(changes) && Object.keys(changes).length > 0 && (
        <div className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">Changes</h3>
          <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-neutral-800">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-neutral-900/60 dark:text-neutral-400">
                <tr>
                  <th className="px-3 py-2">Field</th>
                  <th className="px-3 py-2">Before</th>
                  <th className="px-3 py-2">After</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(changes).map(([field, c]) => (
                  <tr key={field} className="border-t border-slate-100 align-top dark:border-neutral-800">
                    <td className="px-3 py-2 font-medium">{field}</td>
                    <td className="px-3 py-2 font-mono text-xs break-all text-slate-500">{show(c.from)}</td>
                    <td className="px-3 py-2 font-mono text-xs break-all">{show(c.to)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {extra.length > 0 && (
        <div className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">Details</h3>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            {extra.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-500 dark:text-neutral-400">{k}</dt>
                <dd className="font-mono text-xs break-all">{show(v)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Modal>
  )
}
