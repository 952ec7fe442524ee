import { useId, type ReactNode } from 'react'
import { errorTextClass } from './Field'
import { useLook, type Look } from './look'

const radios: Record<Look, { legend: string; list: string; option: string; input: string }> = {
  // Inline radios under a visually hidden legend.
  app: {
    legend: 'sr-only',
    list: 'flex flex-wrap gap-x-6 gap-y-2',
    option: 'inline-flex cursor-pointer items-center gap-2 text-sm font-medium',
    input: 'h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]',
  },
  // Bordered cards in a grid under a visible legend.
  public: {
    legend: 'mb-1.5 text-sm font-medium text-slate-700',
    list: 'grid grid-cols-2 gap-2 sm:grid-cols-4',
    option:
      'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-700 transition hover:border-brand/60 has-checked:border-brand has-checked:bg-brand/5 has-checked:text-brand has-focus-visible:ring-3 has-focus-visible:ring-brand/20',
    input: 'h-4 w-4 accent-brand',
  },
}

export function RadioGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  error,
}: {
  name: string
  legend: string
  value: T | ''
  options: { value: T; label: ReactNode }[]
  onChange: (v: T) => void
  error?: string | null
}) {
  const id = useId()
  const look = useLook()
  const s = radios[look]
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.list}>
        {options.map((o) => (
          <label key={o.value} className={s.option}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className={s.input} />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass[look]}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

const boxes: Record<Look, { label: string; input: string }> = {
  app: { label: 'inline-flex cursor-pointer items-start gap-2 text-sm', input: 'mt-0.5 h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]' },
  public: { label: 'inline-flex cursor-pointer items-start gap-2.5 text-sm text-slate-700', input: 'mt-0.5 h-4 w-4 shrink-0 accent-brand' },
}

export function Checkbox({ checked, onChange, children, error, name }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode; error?: string | null; name?: string }) {
  const id = useId()
  const look = useLook()
  return (
    <div className="flex flex-col gap-1">
      <label className={boxes[look].label}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={boxes[look].input}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass[look]}>
          {error}
        </p>
      )}
    </div>
  )
}
