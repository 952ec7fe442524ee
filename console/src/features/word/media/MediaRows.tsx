import { useState } from 'react'
import { Button } from '@congregate/ui'
import { Badge, EmptyState } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { ApiError } from '@/lib/api-client'
import { useMediaCall } from '../api/media'
import { formatBytes, formatDuration, KIND_LABEL } from '../shared/format'
import type { MediaItem } from '../upload/types'
import { EditMediaModal } from './EditMediaModal'
import { MediaThumb } from './MediaThumb'
import { PreviewModal } from './PreviewModal'

/**
 * Files of the library as rows: picture, title, kind, size, duration, group and series, the
 * processing state; Preview for everyone, Edit and Delete for writers. A delete the server refuses
 * (the file is used by a sermon, an episode or a series' artwork) keeps the dialog open with its message.
 */
export function MediaRows({ items, canWrite, numbered, empty }: { items: MediaItem[]; canWrite: boolean; numbered?: boolean; empty?: { title: string; message?: string } }) {
  const [preview, setPreview] = useState<MediaItem | null>(null)
  const [editing, setEditing] = useState<MediaItem | null>(null)
  const [deleting, setDeleting] = useState<MediaItem | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const call = useMediaCall()

  async function remove() {
    if (!deleting) return
    try {
      await call.mutateAsync({ op: 'delete', body: { id: deleting.id } })
      setDeleting(null)
    } catch (e) {
      if (e instanceof ApiError) setDeleteError(e.message)
    }
  }

  if (items.length === 0) return <EmptyState title={empty?.title ?? 'No files'} message={empty?.message} />
  return (
    <>
      <ul aria-label="Files" className="divide-y divide-slate-100 dark:divide-neutral-800">
        {items.map((m, i) => {
          const name = m.title || m.fileName
          return (
            <li key={m.id} data-testid={`media-row-${m.id}`} className="flex flex-wrap items-center gap-3 px-5 py-3">
              {numbered && <span className="w-6 text-right text-xs text-slate-600 tabular-nums dark:text-neutral-400">{i + 1}</span>}
              <MediaThumb item={m} />
              <div className="min-w-[12rem] flex-1">
                <p className="truncate font-medium">{name}</p>
                <p className="truncate text-xs text-slate-600 dark:text-neutral-400">
                  {[KIND_LABEL[m.kind], formatBytes(m.sizeBytes), formatDuration(m.durationSeconds), m.width && m.height ? `${m.width}×${m.height}` : ''].filter(Boolean).join(' · ')}
                </p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {m.status === 'processing' && <Badge tone="amber">Processing</Badge>}
                  {m.status === 'failed' && <Badge tone="red">{m.error || 'Could not read the file'}</Badge>}
                  {m.groupName && <Badge tone="blue">{m.groupName}</Badge>}
                  {m.seriesName && <Badge tone="brand">{m.seriesName}</Badge>}
                </div>
              </div>
              <div className="flex items-center gap-1">
                <Button size="sm" variant="ghost" onClick={() => setPreview(m)} aria-label={`Preview ${name}`}>
                  Preview
                </Button>
                {canWrite && (
                  <>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(m)} aria-label={`Edit ${name}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => (setDeleting(m), setDeleteError(null))} aria-label={`Delete ${name}`}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <PreviewModal item={preview} onClose={() => setPreview(null)} />
      {editing && <EditMediaModal key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting ? deleting.title || deleting.fileName : ''}”?`}
        danger
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
        message="The file is removed from storage. This cannot be undone."
      >
        {deleteError && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
