import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function RadioGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string
  legend: string
  value: T
  options: { value: T; label: string }[]
  onChange: (v: T) => void
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function Checkbox({ checked, onChange, children, error, name }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode; error?: string | null; name?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label className={cn('inline-flex cursor-pointer items-start gap-2 text-sm')}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
        />
        <span>{children}</span>
      </label>
      {error && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
