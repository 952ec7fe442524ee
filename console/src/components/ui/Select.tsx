import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { cn, FieldShell, inputLook } from '@congregate/ui'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: SelectOption[]
  /** A first option with an empty value ("Any", "Choose…"). */
  placeholder?: string
  error?: string | null
  hint?: ReactNode
  /** Hide the label visually (toolbars); it stays the accessible name. */
  hideLabel?: boolean
}

export function SelectField({ label, options, placeholder, error, hint, hideLabel, className, ...rest }: SelectFieldProps) {
  const id = useId()
  const select = (
    <select
      id={id}
      aria-invalid={!!error || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-label={hideLabel ? label : undefined}
      className={cn(inputLook(error), 'appearance-auto pr-8', className)}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  )
  if (hideLabel) return select
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {select}
    </FieldShell>
  )
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  error?: string | null
  hint?: ReactNode
}

export function TextAreaField({ label, error, hint, className, rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputLook(error), 'h-auto py-2', className)}
        {...rest}
      />
    </FieldShell>
  )
}
