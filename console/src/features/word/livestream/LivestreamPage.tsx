import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/Menu'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDateTime } from '@/lib/format'
import { useStreamCall, useStreamStatus, useStreams, type Stream } from '../api/streams'
import { sermonPath } from '../paths'
import { WordShell } from '../shared/WordShell'
import { CreateSermonModal } from './CreateSermonModal'
import { StreamPlayer } from './StreamPlayer'
import { liveSummary, providerLabel } from './streams'
import { StreamModal } from './StreamModal'

const PAGE_SIZE = 20

/**
 * /product/the-word/livestreamstatus: the church's streams. What is live (with the live embed) or
 * comes next; add and edit streams; go live and end; a finished stream becomes a sermon.
 */
export default function LivestreamPage() {
  const [page, setPage] = useState(1)
  const q = useStreams(page, PAGE_SIZE)
  const status = useStreamStatus()
  const call = useStreamCall()
  const navigate = useNavigate()
  const [editing, setEditing] = useState<{ stream: Stream | null } | null>(null)
  const [ending, setEnding] = useState<Stream | null>(null)
  const [deleting, setDeleting] = useState<Stream | null>(null)
  const [making, setMaking] = useState<Stream | null>(null)
  const [previewId, setPreviewId] = useState<number | null>(null)
  const streams = q.data?.items ?? []
  const { live, next } = liveSummary(streams)
  const preview = streams.find((s) => s.id === previewId) ?? live

  return (
    <WordShell title="Livestream" description="The church's streams: schedule them, go live, end them, and keep the service as a sermon." actions={<Button onClick={() => setEditing({ stream: null })}>Add stream</Button>}>
      {q.isPending ? (
        <LoadingSkeleton kind="table" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Card aria-label="Live status">
            <CardHeader
              title={
                live ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <LiveBadge /> {live.title}
                  </span>
                ) : (
                  'Not live'
                )
              }
              description={live ? `Live since ${formatDateTime(live.startedAt)} on ${providerLabel(live.provider)}.` : next ? `Next: ${next.title}, ${formatDateTime(next.scheduledAt)}.` : 'Nothing scheduled. Add a stream to plan the next one.'}
              actions={
                live ? (
                  <Button variant="danger" onClick={() => setEnding(live)}>
                    End stream
                  </Button>
                ) : next ? (
                  <Button loading={status.isPending && status.variables?.id === next.id} onClick={() => status.mutate({ id: next.id, status: 'live' })}>
                    Go live
                  </Button>
                ) : undefined
              }
            />
            {preview && (
              <div className="p-5">
                {preview.id !== live?.id && <p className="mb-3 text-sm text-slate-500 dark:text-neutral-400">Preview of “{preview.title}” (not live).</p>}
                <StreamPlayer stream={preview} />
              </div>
            )}
          </Card>

          {streams.length === 0 ? (
            <Card>
              <EmptyState title="No streams yet" message="Add the church's YouTube or Facebook live, an RTMP stream or an HLS link." action={<Button onClick={() => setEditing({ stream: null })}>Add stream</Button>} />
            </Card>
          ) : (
            <Card className="overflow-hidden">
              <TableShell label="Streams">
                <thead>
                  <tr>
                    <Th>Stream</Th>
                    <Th className="max-[700px]:hidden">Provider</Th>
                    <Th className="max-[900px]:hidden">When</Th>
                    <Th className="max-[700px]:hidden">Status</Th>
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {streams.map((s) => (
                    <Tr key={s.id} data-testid={`stream-${s.title}`}>
                      <Td>
                        <div className="font-medium">{s.title}</div>
                        <div className="max-w-[22rem] truncate text-xs text-slate-500 max-[700px]:max-w-[9rem] dark:text-neutral-400">{s.url}</div>
                        <div className="mt-1 min-[700px]:hidden">
                          <StatusBadge stream={s} />
                        </div>
                      </Td>
                      <Td className="text-sm max-[700px]:hidden">{providerLabel(s.provider)}</Td>
                      <Td className="text-sm max-[900px]:hidden">{when(s)}</Td>
                      <Td className="max-[700px]:hidden">
                        <StatusBadge stream={s} />
                      </Td>
                      <Td className="text-right whitespace-nowrap">
                        <div className="flex items-center justify-end gap-2">
                          {s.status === 'scheduled' && (
                            <Button size="sm" loading={status.isPending && status.variables?.id === s.id} onClick={() => status.mutate({ id: s.id, status: 'live' })} aria-label={`Go live: ${s.title}`}>
                              Go live
                            </Button>
                          )}
                          {s.status === 'live' && (
                            <Button size="sm" variant="danger" onClick={() => setEnding(s)} aria-label={`End stream: ${s.title}`}>
                              End
                            </Button>
                          )}
                          {s.status === 'ended' && !s.sermonId && (
                            <Button size="sm" variant="secondary" onClick={() => setMaking(s)} aria-label={`Create sermon from ${s.title}`}>
                              Create sermon
                            </Button>
                          )}
                          {s.sermonId && (
                            <Button size="sm" variant="ghost" onClick={() => void navigate(sermonPath(s.sermonId!))} aria-label={`Open the sermon of ${s.title}`}>
                              Sermon
                            </Button>
                          )}
                          <Menu label={`Actions for ${s.title}`} trigger={<span aria-hidden="true">⋯</span>}>
                            <MenuItem onSelect={() => setPreviewId(s.id)}>Preview</MenuItem>
                            <MenuItem onSelect={() => setEditing({ stream: s })}>Edit</MenuItem>
                            <MenuSeparator />
                            <MenuItem danger disabled={s.status === 'live'} onSelect={() => setDeleting(s)}>
                              Delete
                            </MenuItem>
                          </Menu>
                        </div>
                      </Td>
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
              {q.data.total > PAGE_SIZE && (
                <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
                  <Pagination page={page} pageSize={PAGE_SIZE} total={q.data.total} onPage={setPage} label="Stream pages" />
                </div>
              )}
            </Card>
          )}
        </>
      )}

      {editing && <StreamModal key={editing.stream?.id ?? 'new'} stream={editing.stream} onClose={() => setEditing(null)} />}
      {making && <CreateSermonModal stream={making} onClose={() => setMaking(null)} onCreated={(id) => void navigate(sermonPath(id))} />}
      <ConfirmDialog
        open={!!ending}
        danger
        title={`End “${ending?.title ?? ''}”?`}
        message="The stream is marked as ended on the church's website and app; it cannot go live again. You can then keep it as a sermon."
        confirmLabel="End stream"
        loading={status.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() => ending && status.mutate({ id: ending.id, status: 'ended' }, { onSuccess: () => setEnding(null) })}
      />
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete “${deleting?.title ?? ''}”?`}
        message="A sermon made from it stays."
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </WordShell>
  )
}

function when(s: Stream) {
  if (s.status === 'live') return `Since ${formatDateTime(s.startedAt)}`
  if (s.status === 'ended') return formatDateTime(s.endedAt ?? s.startedAt)
  return s.scheduledAt ? formatDateTime(s.scheduledAt) : 'Not scheduled'
}

function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
      <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" />
      Live
    </span>
  )
}

function StatusBadge({ stream: s }: { stream: Stream }) {
  if (s.status === 'live') return <LiveBadge />
  if (s.status === 'ended') return <Badge>{s.sermonId ? 'Ended · sermon' : 'Ended'}</Badge>
  return <Badge tone="blue">Scheduled</Badge>
}
