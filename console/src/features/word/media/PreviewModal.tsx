import { Button } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { withBase } from '@/lib/base'
import { formatBytes, formatDuration, KIND_LABEL } from '../shared/format'
import type { MediaItem } from '../upload/types'

/** A look at one file: the player for audio and video, the picture, or a link for a document. */
export function PreviewModal({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Modal
      open={!!item}
      title={item ? item.title || item.fileName : ''}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {item && (
        <div className="flex flex-col gap-3">
          {item.kind === 'audio' && <audio controls preload="metadata" src={withBase(item.url)} aria-label={`Play ${item.title || item.fileName}`} className="w-full" />}
          {item.kind === 'video' && (
            <video controls preload="metadata" src={withBase(item.url)} poster={item.thumbnailUrl ? withBase(item.thumbnailUrl) : undefined} aria-label={`Play ${item.title || item.fileName}`} className="max-h-[60vh] w-full rounded-lg bg-black" />
          )}
          {item.kind === 'image' && <img src={withBase(item.url)} alt={item.title || item.fileName} className="mx-auto max-h-[60vh] rounded-lg object-contain" />}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-neutral-400">Kind</dt>
            <dd>{KIND_LABEL[item.kind]}</dd>
            <dt className="text-slate-600 dark:text-neutral-400">File</dt>
            <dd className="break-all">{item.fileName}</dd>
            <dt className="text-slate-600 dark:text-neutral-400">Size</dt>
            <dd>{formatBytes(item.sizeBytes)}</dd>
            {item.durationSeconds != null && (
              <>
                <dt className="text-slate-600 dark:text-neutral-400">Duration</dt>
                <dd>{formatDuration(item.durationSeconds)}</dd>
              </>
            )}
            {item.width != null && item.height != null && (
              <>
                <dt className="text-slate-600 dark:text-neutral-400">Dimensions</dt>
                <dd>
                  {item.width} × {item.height} px
                </dd>
              </>
            )}
          </dl>
          <a href={withBase(item.url)} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-ink underline">
            Open the file
          </a>
        </div>
      )}
    </Modal>
  )
}
