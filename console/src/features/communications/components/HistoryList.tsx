import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDateTime } from '@/lib/format'
import { useCommunications } from '../api/list'
import type { CommunicationStatus, CommunicationSummary } from '../api/types'
import type { ChannelInfo } from '../lib/channels'
import { detailPath } from '../paths'
import { CommunicationStatusBadge } from './StatusBadge'

const PAGE_SIZE = 10

const STATUSES: { value: CommunicationStatus; label: string }[] = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
]

export function summaryText(c: Pick<CommunicationSummary, 'subject' | 'body'>): string {
  const t = c.subject ? `${c.subject} — ${c.body}` : c.body
  return t.trim() || '(recording)'
}

/** The channel's messages, newest first, paged by the server. */
export function HistoryList({ info }: { info: ChannelInfo }) {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<CommunicationStatus | ''>('')
  const q = useCommunications({ channel: info.channel, status: status || undefined, page: page - 1, pageSize: PAGE_SIZE })
  return (
    <Card>
      <CardHeader
        title="Sent and scheduled"
        description={`Every ${info.noun} of this channel; open one to follow its delivery.`}
        actions={
          <div className="w-40 max-[500px]:w-full">
            <SelectField
              label="Status"
              hideLabel
              value={status}
              placeholder="All statuses"
              options={STATUSES}
              onChange={(e) => {
                setStatus(e.target.value as CommunicationStatus | '')
                setPage(1)
              }}
            />
          </div>
        }
      />
      <QueryState query={q} skeleton="table">
        {(data) =>
          (data.items ?? []).length === 0 ? (
            <EmptyState title={status ? 'None with this status' : `No ${info.noun}s yet`} message={status ? undefined : `The ${info.noun}s you send or schedule appear here.`} />
          ) : (
            <>
              <TableShell label={`${info.title} history`}>
                <thead>
                  <tr>
                    <Th>Message</Th>
                    <Th>Status</Th>
                    <Th className="text-right">Recipients</Th>
                    <Th className="text-right">Delivered</Th>
                    <Th className="text-right">Credits</Th>
                    <Th>When</Th>
                  </tr>
                </thead>
                <tbody>
                  {(data.items ?? []).map((c) => (
                    <Tr key={c.id}>
                      <Td className="max-w-[28rem] min-w-[12rem]">
                        <Link to={detailPath(info.channel, c.id)} className="line-clamp-2 font-medium text-brand-ink hover:underline">
                          {summaryText(c)}
                        </Link>
                        {c.origin && c.origin !== 'staff' && <span className="text-xs text-slate-500 capitalize dark:text-neutral-400">{c.origin}</span>}
                      </Td>
                      <Td>
                        <CommunicationStatusBadge status={c.status} />
                      </Td>
                      <Td className="text-right tabular-nums">{c.recipients.toLocaleString('en-US')}</Td>
                      <Td className="text-right tabular-nums">{c.status === 'scheduled' || c.status === 'cancelled' ? '—' : (c.counts?.delivered ?? 0).toLocaleString('en-US')}</Td>
                      <Td className="text-right tabular-nums">{c.credits.toLocaleString('en-US')}</Td>
                      <Td className="whitespace-nowrap text-slate-600 dark:text-neutral-400">{c.status === 'scheduled' ? `Scheduled ${formatDateTime(c.scheduledAt)}` : formatDateTime(c.acceptedAt)}</Td>
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
              <div className="px-5 py-3">
                <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={`${info.title} history pages`} />
              </div>
            </>
          )
        }
      </QueryState>
    </Card>
  )
}
