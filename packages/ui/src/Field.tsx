import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { cn } from './cn'
import { useLook, type Look } from './look'

// The border colour is chosen per state, never appended: two border colours in one class list
// resolve by stylesheet order, not by which came last.
const appInput =
  'h-10 w-full rounded-lg border bg-white px-3 text-sm outline-none transition placeholder:text-slate-400 focus:ring-2 dark:bg-neutral-900 dark:placeholder:text-neutral-500'
const publicInput =
  'h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 outline-none transition placeholder:text-slate-400 focus:ring-3 disabled:bg-slate-100 disabled:text-slate-500'

const inputs: Record<Look, { ok: string; bad: string }> = {
  app: {
    ok: `${appInput} border-slate-300 focus:border-brand-ink focus:ring-brand/30 dark:border-neutral-700`,
    bad: `${appInput} border-red-500 focus:border-red-500 focus:ring-red-500/30 dark:border-red-400`,
  },
  public: {
    ok: `${publicInput} border-slate-300 focus:border-brand focus:ring-brand/20`,
    bad: `${publicInput} border-red-500 focus:border-red-500 focus:ring-red-500/20`,
  },
}

/** The text-input look (also for selects and text areas), red when the field has an error. */
export function inputLook(error?: string | null, look: Look = 'app'): string {
  return error ? inputs[look].bad : inputs[look].ok
}

/** The app look's text input, for class names built outside a component. */
export const inputClass = inputLook()

/** The message under a field (role alert), in the look's red. */
export const errorTextClass: Record<Look, string> = {
  app: 'text-xs text-red-600 dark:text-red-400',
  public: 'text-xs font-medium text-red-600',
}

const shell: Record<Look, { box: string; label: string; hint: string }> = {
  app: { box: 'flex flex-col gap-1.5', label: 'text-sm font-medium text-slate-700 dark:text-neutral-300', hint: 'text-xs text-slate-500 dark:text-neutral-400' },
  public: { box: 'flex min-w-0 flex-col gap-1.5', label: 'text-sm font-medium text-slate-700', hint: 'text-xs text-slate-500' },
}

/** What an input inside a FieldShell names as its description: the error, else the hint. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined
}

export function FieldShell({ id, label, error, hint, optional, children }: { id: string; label: string; error?: string | null; hint?: ReactNode; optional?: boolean; children: ReactNode }) {
  const look = useLook()
  const s = shell[look]
  return (
    <div className={cn(s.box, error && 'field-error')}>
      <label htmlFor={id} className={s.label}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500 dark:text-neutral-400">(optional)</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className={errorTextClass[look]}>
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className={s.hint}>
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
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ label, error, hint, optional, adornment, inputRef, className, ...rest }: TextFieldProps) {
  const id = useId()
  const look = useLook()
  const input = (
    <input
      id={id}
      ref={inputRef}
      aria-invalid={!!error || undefined}
      aria-describedby={describedBy(id, error, hint)}
      className={cn(inputLook(error, look), !!adornment && 'pr-10', className)}
      {...rest}
    />
  )
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {adornment ? (
        <div className="relative">
          {input}
          <div className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center">{adornment}</div>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  )
}

const reveal: Record<Look, string> = {
  app: 'absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-slate-800 dark:text-neutral-400 dark:hover:text-neutral-100',
  public: 'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800',
}

export function PasswordField({ label, error, hint, optional, ...rest }: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const id = useId()
  const look = useLook()
  const [shown, setShown] = useState(false)
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(inputLook(error, look), 'pr-11')}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className={reveal[look]}
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
