import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { Button, cn } from '@congregate/ui'
import { ProgressBar } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import type { BrandAsset, LogoType } from '../api/types'
import { formatBytes, formatDateTime } from '@/lib/format'
import { LOGO_ACCEPT, logoFileError } from '../lib/logo-file'

export interface LogoSlotProps {
  type: LogoType
  title: string
  description: string
  asset: BrandAsset | null
  /** What shows when there is no file (initials, or the generated favicon). */
  fallback: ReactNode
  /** The preview's background: a dark-mode logo is judged on dark. */
  surface?: 'light' | 'dark'
  onUpload: (file: File, onProgress: (pct: number) => void) => Promise<unknown>
  onDelete: () => Promise<unknown>
  busy: boolean
  /** Without organization write: the image shows, nothing can change. */
  readOnly?: boolean
}

/** One brand image: its current file, a new one chosen (or dropped) and previewed before upload. */
export function LogoSlot({ type, title, description, asset, fallback, surface = 'light', onUpload, onDelete, busy, readOnly }: LogoSlotProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // The chosen file and its object URL, made when it is chosen; the URL is revoked when another
  // file replaces it or the slot goes away.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null)
  const file = picked?.file ?? null
  const preview = picked?.url ?? null
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [dragging, setDragging] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)

  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked])

  const choose = (f: File | undefined) => {
    if (!f) return
    const problem = logoFileError(f)
    setError(problem)
    setPicked(problem ? null : { file: f, url: URL.createObjectURL(f) })
  }
  const clear = () => {
    setPicked(null)
    setError(null)
    setProgress(null)
    if (inputRef.current) inputRef.current.value = ''
  }
  const upload = async () => {
    if (!file) return
    setProgress(0)
    try {
      await onUpload(file, setProgress)
      clear()
    } catch {
      setProgress(null)
    }
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    if (!readOnly) choose(e.dataTransfer.files[0])
  }

  const shown = preview ?? asset?.url ?? null
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-neutral-800" data-testid={`logo-slot-${type}`}>
      <div>
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-neutral-400">{description}</p>
      </div>
      <div
        onDragOver={(e) => {
          e.preventDefault()
          if (!readOnly) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex h-36 items-center justify-center rounded-lg border-2 border-dashed p-3 transition',
          surface === 'dark' ? 'bg-neutral-900' : 'bg-slate-50 dark:bg-white',
          dragging ? 'border-brand-ink' : 'border-slate-200 dark:border-neutral-700',
        )}
      >
        {shown ? <img src={shown} alt={`${title} preview`} className="max-h-full max-w-full object-contain" /> : fallback}
        {preview && <span className="absolute top-2 left-2 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800">Not saved yet</span>}
      </div>
      <p className="text-xs text-slate-500 dark:text-neutral-400">
        {file ? `${file.name} · ${formatBytes(file.size)}` : asset ? `${asset.contentType.replace('image/', '').replace('+xml', '').toUpperCase()} · ${formatBytes(asset.size)} · updated ${formatDateTime(asset.updatedAt)}` : 'No file yet.'}
      </p>
      {error && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {progress !== null && <ProgressBar value={progress} label="Uploading" />}
      <input ref={inputRef} id={inputId} type="file" accept={LOGO_ACCEPT} className="sr-only" aria-label={`Choose ${title.toLowerCase()} file`} onChange={(e) => choose(e.target.files?.[0])} />
      <div className={cn('flex flex-wrap gap-2', readOnly && 'hidden')}>
        {file ? (
          <>
            <Button size="sm" onClick={upload} loading={progress !== null} disabled={busy}>
              Save {title.toLowerCase()}
            </Button>
            <Button size="sm" variant="secondary" onClick={clear} disabled={progress !== null}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()} disabled={busy}>
              {asset ? 'Replace' : 'Choose file'}
            </Button>
            {asset && (
              <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setConfirmDelete(true)} disabled={busy}>
                Remove
              </Button>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={`Remove the ${title.toLowerCase()}?`}
        message={type === 'favicon' ? 'Browsers will show the generated icon with your initials instead.' : type === 'logoDark' ? 'Dark mode will show your main logo instead.' : 'The console will show your initials instead.'}
        confirmLabel="Remove"
        danger
        loading={busy}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          try {
            await onDelete()
          } finally {
            setConfirmDelete(false)
          }
        }}
      />
    </div>
  )
}
