import { Button } from '@congregate/ui'

/**
 * An upload under way: its file, an accessible progress bar and the whole percent (spec §9), and
 * Cancel, which stops it and removes what the server had received.
 */
export function UploadProgress({ fileName, percent, onCancel }: { fileName: string; percent: number; onCancel?: () => void }) {
  const pct = Math.max(0, Math.min(100, Math.floor(percent)))
  const label = `Uploading ${fileName}`
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-neutral-700" data-testid="upload-progress">
      <div className="min-w-0 flex-1">
        <div className="mb-1 flex justify-between gap-2 text-sm">
          <span className="truncate">{label}</span>
          <span className="tabular-nums text-slate-600 dark:text-neutral-300" aria-hidden="true">
            {pct}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={`${pct}%`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800"
        >
          <div className="h-full rounded-full bg-brand transition-[width] duration-200 dark:bg-brand-ink" style={{ width: `${pct}%` }} />
        </div>
      </div>
      {onCancel && (
        <Button variant="secondary" size="sm" onClick={onCancel} aria-label={`Cancel the upload of ${fileName}`}>
          Cancel
        </Button>
      )}
    </div>
  )
}
