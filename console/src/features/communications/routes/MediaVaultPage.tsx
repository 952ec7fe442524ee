import { useState } from 'react'
import { Button, cn } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatBytes, formatDateTime } from '@/lib/format'
import { useDeleteMedia, useMedia } from '../api/media'
import type { Media, MediaKind } from '../api/types'
import { CommsShell } from '../components/CommsShell'
import { MediaUploader } from '../components/MediaUploader'
import { MEDIA_KINDS } from '../lib/media'

const PAGE_SIZE = 24

export default function MediaVaultPage() {
  const [kind, setKind] = useState<MediaKind | ''>('')
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [page, setPage] = useState(1)
  const list = useMedia({ kind: kind || undefined, page: page - 1, pageSize: PAGE_SIZE })
  const [deleting, setDeleting] = useState<Media | null>(null)
  const remove = useDeleteMedia()

  return (
    <CommsShell title="Media vault" description="Images, audio and video for MMS and voice messages. Upload once, use in any message.">
      <Card>
        <CardHeader title="Upload" description="The file is checked on the server: its content must match its type." />
        <MediaUploader />
      </Card>
      <Card>
        <CardHeader
          title="Library"
          description={list.data ? `${list.data.total.toLocaleString('en-US')} ${list.data.total === 1 ? 'file' : 'files'}` : undefined}
        />
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 p-4 dark:border-neutral-800">
          <div className="w-36">
            <SelectField label="Kind" hideLabel value={kind} placeholder="All kinds" options={MEDIA_KINDS} onChange={(e) => (setKind(e.target.value as MediaKind | ''), setPage(1))} />
          </div>
          <div role="group" aria-label="View" className="ml-auto inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-neutral-700">
            {(['grid', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn('h-8 rounded-md px-3 text-sm font-medium capitalize', view === v ? 'bg-brand text-white dark:bg-brand-ink dark:text-neutral-950' : 'text-slate-600 hover:bg-slate-100 dark:text-neutral-300 dark:hover:bg-neutral-800')}
              >
                {v}
              </button>
            ))}
          </div>
        </div>
        {list.isPending ? (
          <div role="status" aria-label="Loading" className="grid grid-cols-4 gap-4 p-5 max-[900px]:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-48" />
            ))}
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
          </div>
        ) : list.data.items.length === 0 ? (
          <EmptyState title={kind ? 'Nothing of this kind yet' : 'The vault is empty'} message={kind ? undefined : 'Upload an image for an MMS or a recording for a voice message.'} />
        ) : view === 'grid' ? (
          <ul aria-label="Media" className="grid grid-cols-[repeat(auto-fill,minmax(200px,1fr))] gap-4 p-5 max-[500px]:grid-cols-1">
            {list.data.items.map((m) => (
              <li key={m.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-neutral-800">
                <Preview media={m} />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="truncate text-sm font-medium" title={m.name}>
                    {m.name}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-neutral-400">
                    {describe(m)} · {formatBytes(m.size)}
                  </p>
                  <div className="mt-auto flex items-center justify-between gap-2 pt-1">
                    {m.mmsCapable ? <Badge tone="green">MMS ready</Badge> : <span />}
                    <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" aria-label={`Delete ${m.name}`} onClick={() => (remove.reset(), setDeleting(m))}>
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <TableShell label="Media">
            <thead>
              <tr>
                <Th className="w-20">
                  <span className="sr-only">Preview</span>
                </Th>
                <Th>Name</Th>
                <Th>Kind</Th>
                <Th>Size</Th>
                <Th>Uploaded</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((m) => (
                <Tr key={m.id}>
                  <Td>
                    {m.kind === 'image' ? (
                      <img src={m.url} alt={m.name} className="h-12 w-16 rounded object-cover" loading="lazy" />
                    ) : (
                      <KindIcon kind={m.kind} small />
                    )}
                  </Td>
                  <Td>
                    <span className="font-medium">{m.name}</span>
                    {m.kind === 'audio' && <audio controls preload="none" src={m.url} aria-label={`Play ${m.name}`} className="mt-1 h-8 w-56 max-w-full" />}
                  </Td>
                  <Td>
                    <span className="flex flex-wrap gap-1">
                      <Badge>{describe(m)}</Badge>
                      {m.mmsCapable && <Badge tone="green">MMS ready</Badge>}
                    </span>
                  </Td>
                  <Td className="whitespace-nowrap">{formatBytes(m.size)}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(m.createdAt)}</Td>
                  <Td className="text-right">
                    <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" aria-label={`Delete ${m.name}`} onClick={() => (remove.reset(), setDeleting(m))}>
                      Delete
                    </Button>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        )}
        {list.data && list.data.total > PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} label="Media pages" />
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting?.name ?? ''}”?`}
        message="Messages already sent keep it; it can no longer be chosen for a new one."
        danger
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {remove.isError && (
          <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
            {remove.error.message}
          </p>
        )}
      </ConfirmDialog>
    </CommsShell>
  )
}

function describe(m: Media): string {
  const sub = m.contentType.split('/')[1]?.toUpperCase() ?? ''
  const dims = m.kind === 'image' && m.width && m.height ? ` ${m.width}×${m.height}` : ''
  return `${sub || m.kind}${dims}`
}

function Preview({ media: m }: { media: Media }) {
  if (m.kind === 'image') {
    return (
      <div className="flex h-36 items-center justify-center bg-slate-100 dark:bg-neutral-800">
        <img src={m.url} alt={m.name} loading="lazy" className="h-full w-full object-cover" />
      </div>
    )
  }
  if (m.kind === 'audio') {
    return (
      <div className="flex h-36 flex-col items-center justify-center gap-3 bg-slate-100 px-3 dark:bg-neutral-800">
        <KindIcon kind="audio" />
        <audio controls preload="none" src={m.url} aria-label={`Play ${m.name}`} className="h-8 w-full" />
      </div>
    )
  }
  if (m.kind === 'video') {
    return (
      <div className="flex h-36 items-center justify-center bg-slate-900">
        <video controls preload="metadata" src={m.url} aria-label={`Play ${m.name}`} className="h-full w-full object-contain" />
      </div>
    )
  }
  return (
    <div className="flex h-36 items-center justify-center bg-slate-100 dark:bg-neutral-800">
      <KindIcon kind={m.kind} />
    </div>
  )
}

function KindIcon({ kind, small }: { kind: string; small?: boolean }) {
  const size = small ? 24 : 36
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="text-slate-400" aria-hidden="true">
      {kind === 'audio' ? <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" /> : <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5Zm0 0v5h5" />}
    </svg>
  )
}
