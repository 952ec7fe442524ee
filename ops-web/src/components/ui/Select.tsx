import { useId, type SelectHTMLAttributes } from 'react'
import { cn, FieldShell, inputLook } from '@congregate/ui'

/** A native <select> with its label (and a message under it). */
export function SelectField({ label, error, options, className, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | null; options: [string, string][] }) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error}>
      <select id={id} aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined} className={cn(inputLook(error), className)} {...rest}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
