import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDateTime } from '@/lib/format'
import { useDeleteCommunication } from '../api/delete'
import { isLive } from '../api/get'
import { useRecipients } from '../api/recipients'
import type { Communication, RecipientStatus } from '../api/types'
import { CHANNELS } from '../lib/channels'
import { editPath } from '../paths'
import { CommunicationStatusBadge, RECIPIENT_STATUSES, RecipientStatusBadge, recipientStatusLabel } from './StatusBadge'

const PAGE_SIZE = 20

/** One communication: what was sent, to how many, its counts by status and each recipient's status (live while it goes out). */
export function CommunicationDetail({ c }: { c: Communication }) {
  const info = CHANNELS[c.channel]
  const navigate = useNavigate()
  const [confirm, setConfirm] = useState(false)
  const del = useDeleteCommunication()
  const live = isLive(c)
  const counts = c.counts ?? ({} as Communication['counts'])

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title={
            <span className="flex flex-wrap items-center gap-2">
              {c.subject || `${info.title} #${c.id}`}
              <CommunicationStatusBadge status={c.status} />
              {live && (
                <span className="inline-flex items-center gap-1 text-xs font-normal text-sky-700 dark:text-sky-300" role="status">
                  <span className="h-2 w-2 animate-pulse rounded-full bg-sky-500" aria-hidden="true" /> Updating live
                </span>
              )}
            </span>
          }
          description={c.status === 'scheduled' ? `Scheduled for ${formatDateTime(c.scheduledAt)}` : `Sent ${formatDateTime(c.acceptedAt)}${c.finishedAt ? ` · finished ${formatDateTime(c.finishedAt)}` : ''}`}
          actions={
            c.status === 'scheduled' ? (
              <>
                <Button variant="secondary" size="sm" onClick={() => navigate(editPath(c.channel, c.id))}>
                  Edit
                </Button>
                <Button variant="danger" size="sm" onClick={() => setConfirm(true)}>
                  Delete
                </Button>
              </>
            ) : undefined
          }
        />
        <div className="grid grid-cols-[minmax(0,1fr)_16rem] gap-6 p-5 max-[900px]:grid-cols-1">
          <div className="min-w-0">
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">Message</h3>
            {c.body ? <p className="text-sm break-words whitespace-pre-wrap">{c.body}</p> : <p className="text-sm text-slate-500">{c.voiceMode === 'recording' ? 'A recording.' : c.html ? 'HTML e-mail.' : ''}</p>}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 self-start text-sm">
            <dt className="text-slate-500 dark:text-neutral-400">Recipients</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="detail-recipients">
              {c.recipients.toLocaleString('en-US')}
            </dd>
            <dt className="text-slate-500 dark:text-neutral-400">Credits</dt>
            <dd className="text-right tabular-nums">{c.credits.toLocaleString('en-US')}</dd>
            {c.channel === 'sms' && c.segments > 0 && (
              <>
                <dt className="text-slate-500 dark:text-neutral-400">Segments</dt>
                <dd className="text-right tabular-nums">
                  {c.segments} · {c.encoding}
                </dd>
              </>
            )}
          </dl>
        </div>
        {c.status !== 'scheduled' && c.status !== 'cancelled' && (
          <ul aria-label="Recipients by status" className="grid grid-cols-7 gap-2 border-t border-slate-100 px-5 py-4 dark:border-neutral-800 max-[900px]:grid-cols-4 max-[500px]:grid-cols-3">
            {RECIPIENT_STATUSES.map((s) => (
              <li key={s} className={cn('flex min-w-0 flex-col rounded-xl border px-3 py-2', counts[s] ? 'border-slate-300 bg-slate-50 dark:border-neutral-700 dark:bg-neutral-800/60' : 'border-slate-200 dark:border-neutral-800')}>
                <span className="truncate text-xs text-slate-500 dark:text-neutral-400">{recipientStatusLabel(s)}</span>
                <span className="text-lg font-semibold tabular-nums" data-testid={`count-${s}`}>
                  {(counts[s] ?? 0).toLocaleString('en-US')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <RecipientsCard id={c.id} live={live} />

      <ConfirmDialog
        open={confirm}
        title="Delete this scheduled message?"
        message={`It will not be sent, and the ${c.credits.toLocaleString('en-US')} credits held for it come back to your balance.`}
        confirmLabel="Delete"
        danger
        loading={del.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          del.mutate(c.id, {
            onSuccess: () => {
              setConfirm(false)
              navigate(info.path)
            },
          })
        }
      />
    </div>
  )
}

function RecipientsCard({ id, live }: { id: number; live: boolean }) {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<RecipientStatus | ''>('')
  const q = useRecipients({ id, status: status || undefined, page: page - 1, pageSize: PAGE_SIZE }, live)
  return (
    <Card>
      <CardHeader
        title="Recipients"
        actions={
          <div className="w-40 max-[500px]:w-full">
            <SelectField
              label="Recipient status"
              hideLabel
              value={status}
              placeholder="All statuses"
              options={RECIPIENT_STATUSES.map((s) => ({ value: s, label: recipientStatusLabel(s) }))}
              onChange={(e) => {
                setStatus(e.target.value as RecipientStatus | '')
                setPage(1)
              }}
            />
          </div>
        }
      />
      <QueryState query={q} skeleton="table">
        {(data) =>
          (data.items ?? []).length === 0 ? (
            <EmptyState title={status ? 'No recipient with this status' : 'No recipients'} />
          ) : (
            <>
              <TableShell label="Recipients">
                <thead>
                  <tr>
                    <Th>Name</Th>
                    <Th>Address</Th>
                    <Th>Status</Th>
                    <Th className="text-right">Credits</Th>
                    <Th>Updated</Th>
                  </tr>
                </thead>
                <tbody>
                  {(data.items ?? []).map((r) => (
                    <Tr key={r.id} data-testid="recipient-row">
                      <Td className="font-medium">{r.personId ? <Link to={`/product/people/listing/view-people?id=${r.personId}`} className="hover:underline">{r.name || 'Unnamed'}</Link> : r.name || <span className="text-slate-500">Typed in</span>}</Td>
                      <Td className={cn('text-slate-600 dark:text-neutral-400', r.address.startsWith('+') ? 'whitespace-nowrap' : 'break-all')}>{r.address}</Td>
                      <Td>
                        <RecipientStatusBadge status={r.status} />
                        {r.error && <p className="mt-1 max-w-56 text-xs text-red-600 dark:text-red-400">{r.error}</p>}
                      </Td>
                      <Td className="text-right tabular-nums">{r.cost}</Td>
                      <Td className="whitespace-nowrap text-slate-600 dark:text-neutral-400">{formatDateTime(r.updatedAt)}</Td>
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
              <div className="px-5 py-3">
                <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label="Recipient pages" />
              </div>
            </>
          )
        }
      </QueryState>
    </Card>
  )
}
