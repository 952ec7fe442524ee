import { useRef, useState } from 'react'
import { cn } from '@congregate/ui'

/** Drag-and-drop area with a "browse" button; `label` names its file input. */
export function FileDrop({ accept, onFile, disabled, hint, label = 'Choose a file to import' }: { accept: string; onFile: (f: File) => void; disabled?: boolean; hint: string; label?: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        const f = e.dataTransfer.files?.[0]
        if (f && !disabled) onFile(f)
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition',
        over ? 'border-brand-ink bg-brand/5' : 'border-slate-300 dark:border-neutral-700',
        disabled && 'opacity-60',
      )}
    >
      <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="text-slate-400" aria-hidden="true">
        <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </svg>
      <p className="text-sm">
        Drag your file here, or{' '}
        <button type="button" disabled={disabled} onClick={() => input.current?.click()} className="font-semibold text-brand-ink hover:underline">
          browse
        </button>
      </p>
      <p className="text-xs text-slate-500 dark:text-neutral-400">{hint}</p>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={label}
        data-testid="import-file"
        onChange={(e) => {
          const f = e.target.files?.[0]
          e.target.value = ''
          if (f) onFile(f)
        }}
      />
    </div>
  )
}
