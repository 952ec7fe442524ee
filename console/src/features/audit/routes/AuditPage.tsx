import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { Card, EmptyState } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useExportAudit } from '../api/export-audit'
import { useAuditList } from '../api/list-audit'
import { useAuditEvents } from '@/components/audit-trail/events'
import type { AuditItem } from '@/components/audit-trail/types'
import { AuditDetailsModal } from '../components/AuditDetailsModal'
import { AuditFiltersBar } from '../components/AuditFiltersBar'
import { OutcomeBadge } from '@/components/audit-trail/AuditRows'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { LoadingSkeleton, QueryState } from '@/components/ui/QueryState'
import { AUDIT_PAGE_SIZE, filtersFromSearch, hasFilters, rangeError, searchFromFilters, toListRequest, type AuditFilters } from '@/lib/audit-filters'
import { formatDateTime } from '@/lib/format'

export default function AuditPage() {
  const [sp, setSp] = useSearchParams()
  const { filters, page } = filtersFromSearch(sp)
  const events = useAuditEvents()
  const labels = Object.fromEntries((events.data ?? []).map((e) => [e.event, e.label]))
  const badRange = rangeError(filters)
  const list = useAuditList(toListRequest(filters, page), !badRange)
  const exporter = useExportAudit()
  const [open, setOpen] = useState<AuditItem | null>(null)

  const go = (f: AuditFilters, p = 1) => setSp(searchFromFilters(f, p), { replace: true })

  return (
    <OrgShell
      title="Access & security audit"
      description="Every sign-in, permission change and settings change in your console, newest first."
      help="organization.access-security-audit"
      actions={
        <Button variant="secondary" loading={exporter.isPending} disabled={!!badRange} onClick={() => exporter.mutate(filters)}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M12 3v12m0 0l-4-4m4 4l4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
          </svg>
          Export CSV
        </Button>
      }
    >
      <Card>
        <AuditFiltersBar value={filters} onChange={(f) => go(f)} events={events.data ?? []} />
        {badRange ? (
          <EmptyState title="Check the dates" message={badRange} />
        ) : list.isPending ? (
          <div className="p-4">
            <LoadingSkeleton kind="table" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <QueryState query={list}>{() => null}</QueryState>
          </div>
        ) : list.data.items.length === 0 ? (
          <EmptyState title="No audit entries" message={hasFilters(filters) ? 'Nothing matches these filters.' : 'Activity shows here as soon as people use the console.'} />
        ) : (
          <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <TableShell label="Audit entries">
              <thead>
                <tr>
                  <Th>When</Th>
                  <Th>Person</Th>
                  <Th>Event</Th>
                  <Th>Outcome</Th>
                  <Th>IP address</Th>
                  <Th className="text-right" aria-label="Details" />
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((a) => (
                  <Tr key={a.id} data-event={a.event}>
                    <Td className="whitespace-nowrap">
                      <time dateTime={a.occurredAt}>{formatDateTime(a.occurredAt)}</time>
                    </Td>
                    <Td>
                      <p className="max-w-56 truncate font-medium">{a.personName || a.actor || '—'}</p>
                      {a.personName && a.actor && a.actor !== a.personName && <p className="max-w-56 truncate text-xs text-slate-500 dark:text-neutral-400">{a.actor}</p>}
                    </Td>
                    <Td>
                      <p className="font-medium whitespace-nowrap">{labels[a.event] ?? a.event}</p>
                      <Summary item={a} />
                    </Td>
                    <Td>
                      <OutcomeBadge outcome={a.outcome} />
                    </Td>
                    <Td className="font-mono text-xs whitespace-nowrap">{a.ip || '—'}</Td>
                    <Td className="text-right">
                      <button type="button" onClick={() => setOpen(a)} className="text-sm font-semibold text-brand-ink hover:underline" aria-label={`Details of ${labels[a.event] ?? a.event} at ${formatDateTime(a.occurredAt)}`}>
                        Details
                      </button>
                    </Td>
                  </Tr>
                ))}
              </tbody>
            </TableShell>
          </div>
        )}
        {list.data && list.data.total > 0 && !badRange && (
          <div className="border-t border-slate-100 px-4 py-3 dark:border-neutral-800">
            <Pagination page={page} pageSize={AUDIT_PAGE_SIZE} total={list.data.total} onPage={(p) => go(filters, p)} label="Audit pages" />
          </div>
        )}
      </Card>
      <AuditDetailsModal item={open} label={open ? (labels[open.event] ?? open.event) : ''} onClose={() => setOpen(null)} />
    </OrgShell>
  )
}

/** One line under the event: the role or the changed fields, when the entry names them. */
function Summary({ item }: { item: AuditItem }) {
  const d = item.details ?? {}
  const parts: string[] = []
  if (typeof d.roleName === 'string') parts.push(d.roleName)
  if (typeof d.personName === 'string') parts.push(d.personName)
  if (d.changes && typeof d.changes === 'object') parts.push(Object.keys(d.changes).join(', '))
  if (parts.length === 0) return null
  return <p className="max-w-64 truncate text-xs text-slate-500 dark:text-neutral-400">{parts.join(' · ')}</p>
}
