import { useId, useRef, useState } from 'react'
import { Button } from '@congregate/ui'
import { withBase } from '@/lib/base'
import { ALL_ACCEPT, formatDuration, KIND_ACCEPT, KIND_LABEL } from '../shared/format'
import { MediaLibraryModal } from './MediaLibraryModal'
import { UploadProgress } from './UploadProgress'
import { useMediaUpload } from './useMediaUpload'
import type { MediaItem, MediaKind } from './types'

const CHOOSE: Record<MediaKind, string> = { audio: 'Choose audio', video: 'Choose a video', image: 'Choose an image', document: 'Choose a document' }

export interface MediaFieldProps {
  label: string
  /** The kind the field takes; any kind when undefined. */
  kind?: MediaKind
  value: MediaItem | null
  onChange: (item: MediaItem | null) => void
  /** A message under the field (the server's, e.g. the artwork rule). */
  error?: string | null
  hint?: string
}

/**
 * A file of the media library for a form: shows the chosen one (title, kind, duration), uploads a
 * new one (whole-percent progress, Cancel), picks one from the library, or clears it.
 */
export function MediaField({ label, kind, value, onChange, error, hint }: MediaFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)
  const up = useMediaUpload()
  const what = label.toLowerCase()

  const upload = async (file: File | undefined) => {
    if (!file) return
    const item = await up.start(file)
    if (item) onChange(item)
    up.reset()
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        {label}
      </span>
      {value ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2.5 dark:border-neutral-700" data-testid="media-field-value">
          {value.kind === 'image' ? (
            <img src={withBase(value.url)} alt="" className="size-12 shrink-0 rounded object-cover" />
          ) : value.thumbnailUrl ? (
            <img src={withBase(value.thumbnailUrl)} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{value.title || value.fileName}</p>
            <p className="truncate text-xs text-slate-600 dark:text-neutral-400">
              {[KIND_LABEL[value.kind], formatDuration(value.durationSeconds), value.width && value.height ? `${value.width}×${value.height}` : '', value.status === 'processing' ? 'Processing…' : '']
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label={`Remove the ${what}`}>
            Remove
          </Button>
        </div>
      ) : (
        !up.uploading && <p className="text-sm text-slate-600 dark:text-neutral-400">No {what} chosen</p>
      )}
      {up.uploading && <UploadProgress fileName={up.fileName} percent={up.percent} onCancel={up.cancel} />}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Upload ${what} file`}
          accept={kind ? KIND_ACCEPT[kind] : ALL_ACCEPT}
          onChange={(e) => {
            const f = e.target.files?.[0]
            e.target.value = ''
            void upload(f)
          }}
        />
        <Button size="sm" variant="secondary" disabled={up.uploading} onClick={() => input.current?.click()}>
          Upload {value ? 'another' : 'a file'}
        </Button>
        <Button size="sm" variant="secondary" disabled={up.uploading} onClick={() => setPicking(true)}>
          Choose from library
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <MediaLibraryModal
        open={picking}
        kind={kind}
        title={kind ? CHOOSE[kind] : 'Choose a file'}
        onClose={() => setPicking(false)}
        onPick={(m) => {
          onChange(m)
          setPicking(false)
        }}
      />
    </div>
  )
}
