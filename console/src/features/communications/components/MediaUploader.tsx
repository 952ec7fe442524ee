import { useRef, useState } from 'react'
import { Button, cn, TextField } from '@congregate/ui'
import { ProgressBar } from '@/components/ui/Card'
import { useUploadMedia } from '../api/media'
import { formatBytes } from '@/lib/format'
import { MEDIA_ACCEPT, nameFromFile } from '../lib/media'

type Stage = { kind: 'idle' } | { kind: 'chosen'; file: File } | { kind: 'sending'; file: File; pct: number } | { kind: 'done'; file: File }

/**
 * Choose or drop a file, name it, upload it with a whole-percent progress bar (spec §9) that can
 * be cancelled; the server's content check answers in the alert under it.
 */
export function MediaUploader() {
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [over, setOver] = useState(false)
  // The form shows the server's refusal itself (no toast on top).
  const upload = useUploadMedia()
  const sending = stage.kind === 'sending'

  function choose(file: File | undefined) {
    if (!file || sending) return
    setStage({ kind: 'chosen', file })
    setName(nameFromFile(file.name))
    setError(null)
    setNotice(null)
  }

  function start() {
    if (stage.kind !== 'chosen') return
    if (!name.trim()) {
      setError('Give the media a name')
      return
    }
    const file = stage.file
    const ctl = new AbortController()
    abort.current = ctl
    setError(null)
    setStage({ kind: 'sending', file, pct: 0 })
    upload.mutate(
      { file, name: name.trim(), signal: ctl.signal, onProgress: (pct) => setStage((s) => (s.kind === 'sending' ? { ...s, pct } : s)) },
      {
        onSuccess: (env) => {
          setStage({ kind: 'done', file })
          setName('')
          setNotice(`“${env.responseData.name}” is in the vault.`)
        },
        onError: (e) => {
          if (e instanceof DOMException && e.name === 'AbortError') {
            setStage({ kind: 'chosen', file })
            setNotice('Upload cancelled.')
            return
          }
          setStage({ kind: 'chosen', file })
          setError(e.message)
        },
        onSettled: () => {
          abort.current = null
        },
      },
    )
  }

  return (
    <div className="flex flex-col gap-4 p-5">
      <div
        data-testid="media-drop"
        onDragOver={(e) => {
          e.preventDefault()
          if (!sending) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          choose(e.dataTransfer.files?.[0])
        }}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition',
          over ? 'border-brand-ink bg-brand/5' : 'border-slate-300 dark:border-neutral-700',
          sending && 'opacity-60',
        )}
      >
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="text-slate-400" aria-hidden="true">
          <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
        </svg>
        <p className="text-sm">
          Drag a file here, or{' '}
          <button type="button" disabled={sending} onClick={() => input.current?.click()} className="font-semibold text-brand-ink hover:underline">
            choose one
          </button>
        </p>
        <p className="text-xs text-slate-500 dark:text-neutral-400">Images (JPEG, PNG, GIF, WebP), audio (MP3, WAV, OGG), MP4 video or PDF, up to 25 MB</p>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          className="sr-only"
          aria-label="Choose a media file"
          data-testid="media-file"
          tabIndex={-1}
          onChange={(e) => {
            const f = e.target.files?.[0]
            e.target.value = ''
            choose(f)
          }}
        />
      </div>

      {stage.kind === 'done' && <ProgressBar value={100} label="Uploaded" />}
      {(stage.kind === 'chosen' || stage.kind === 'sending') && (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <span className="font-medium">{stage.file.name}</span> <span className="text-slate-500 dark:text-neutral-400">· {formatBytes(stage.file.size)}</span>
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-[min(100%,16rem)] flex-1">
              <TextField label="Media name" value={name} maxLength={200} disabled={sending} onChange={(e) => setName(e.target.value)} />
            </div>
            {sending ? (
              <Button variant="secondary" onClick={() => abort.current?.abort()}>
                Cancel upload
              </Button>
            ) : (
              <>
                <Button variant="ghost" onClick={() => (setStage({ kind: 'idle' }), setError(null), setName(''))}>
                  Clear
                </Button>
                <Button onClick={start}>Upload</Button>
              </>
            )}
          </div>
          {sending && <ProgressBar value={stage.pct} label={stage.pct >= 100 ? 'Checking the file' : 'Uploading'} />}
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="text-sm text-slate-600 dark:text-neutral-300">
          {notice}
        </p>
      )}
    </div>
  )
}
