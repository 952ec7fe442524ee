import { useId, type ReactNode } from 'react'

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
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-700 transition hover:border-brand/60 has-checked:border-brand has-checked:bg-brand/5 has-checked:text-brand has-focus-visible:ring-3 has-focus-visible:ring-brand/20"
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="h-4 w-4 accent-brand" />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function Checkbox({ checked, onChange, children, error, name }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode; error?: string | null; name?: string }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
