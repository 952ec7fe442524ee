import { useId } from 'react'
import { cn, inputLook } from '@congregate/ui'
import { normalizeHex } from '../lib/colors'

/** A colour: the browser's picker on a swatch, and the hex code for typing or pasting. */
export function ColorField({ label, value, onChange, error, hint }: { label: string; value: string; onChange: (v: string) => void; error?: string | null; hint?: string }) {
  const id = useId()
  const valid = normalizeHex(value)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <span className="relative h-10 w-12 shrink-0 overflow-hidden rounded-lg border border-slate-300 dark:border-neutral-700" style={{ background: valid ?? 'transparent' }}>
          <input
            type="color"
            aria-label={`${label} picker`}
            value={(valid ?? '#000000').toLowerCase()}
            onChange={(e) => onChange(e.target.value.toUpperCase())}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          />
        </span>
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => valid && valid !== value && onChange(valid)}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputLook(error), 'font-mono uppercase')}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-amber-700 dark:text-amber-400">{hint}</p>
      ) : null}
    </div>
  )
}
