import { Badge } from '@/components/ui/Card'
import type { AuditItem } from './types'
import { formatDateTime } from '@/lib/format'

/** The outcome of an audit entry as a coloured badge. */
export function OutcomeBadge({ outcome }: { outcome: AuditItem['outcome'] }) {
  return outcome === 'success' ? <Badge tone="green">Success</Badge> : <Badge tone="red">Failure</Badge>
}

/** A short list of audit entries (an administrator's recent activity). */
export function ActivityList({ items, labels }: { items: AuditItem[]; labels: Record<string, string> }) {
  return (
    <ol className="divide-y divide-slate-100 dark:divide-neutral-800">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-sm">
          <span className="min-w-0 flex-1 font-medium">{labels[a.event] ?? a.event}</span>
          <OutcomeBadge outcome={a.outcome} />
          <time dateTime={a.occurredAt} className="w-full text-xs text-slate-500 sm:w-auto dark:text-neutral-400">
            {formatDateTime(a.occurredAt)}
            {a.ip && ` · ${a.ip}`}
          </time>
        </li>
      ))}
    </ol>
  )
}
