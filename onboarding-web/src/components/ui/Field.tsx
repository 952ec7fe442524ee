import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

const inputBase =
  'h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 outline-none transition placeholder:text-slate-400 focus:ring-3 disabled:bg-slate-100 disabled:text-slate-500'
const inputOk = 'border-slate-300 focus:border-brand focus:ring-brand/20'
const inputBad = 'border-red-500 focus:border-red-500 focus:ring-red-500/20'

export const inputClass = `${inputBase} ${inputOk}`

/** The text-input look, red when the field has an error. */
export function inputLook(error?: string | null): string {
  return `${inputBase} ${error ? inputBad : inputOk}`
}

export function FieldShell({ id, label, error, hint, optional, children }: { id: string; label: string; error?: string | null; hint?: ReactNode; optional?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', error && 'field-error')}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
    </div>
  )
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | null
  hint?: ReactNode
  optional?: boolean
  /** Rendered inside the input, on the right (status icons). */
  adornment?: ReactNode
  inputRef?: React.Ref<HTMLInputElement>
}

export function TextField({ label, error, hint, optional, adornment, inputRef, className, ...rest }: TextFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={cn(inputLook(error), !!adornment && 'pr-10', className)}
          {...rest}
        />
        {adornment && <div className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center">{adornment}</div>}
      </div>
    </FieldShell>
  )
}

export function PasswordField({ label, error, hint, ...rest }: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const id = useId()
  const [shown, setShown] = useState(false)
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={cn(inputLook(error), 'pr-11')}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          {shown ? <EyeOff /> : <Eye />}
        </button>
      </div>
    </FieldShell>
  )
}

function Eye() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}

function EyeOff() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.1 4M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  )
}
