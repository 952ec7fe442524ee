import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@congregate/ui'

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900', className)} {...rest} />
}

export function CardHeader({ title, description, actions, as: As = 'h2' }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; as?: 'h2' | 'h3' }) {
  return (
    <div className="flex flex-wrap items-start gap-3 border-b border-slate-100 px-5 py-4 dark:border-neutral-800">
      <div className="min-w-0 flex-1">
        <As className="text-base font-semibold">{title}</As>
        {description && <p className="mt-0.5 text-sm text-slate-500 dark:text-neutral-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}

/** Page title row: heading, one-line description, actions that wrap under it on phones. */
export function PageHeader({ title, description, actions, back }: { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end gap-4">
      <div className="min-w-[min(100%,16rem)] flex-1">
        {back && <div className="mb-1 text-sm">{back}</div>}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-500 dark:text-neutral-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  )
}

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'red' | 'blue'
const tones: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-neutral-800 dark:text-neutral-300',
  brand: 'bg-brand/10 text-brand-ink dark:bg-brand/30',
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  red: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
}

export function Badge({ tone = 'neutral', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone], className)}>{children}</span>
}

export function EmptyState({ title, message, action, icon }: { title: string; message?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      {icon && <div className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-neutral-800 dark:text-neutral-400">{icon}</div>}
      <p className="font-medium">{title}</p>
      {message && <p className="max-w-md text-sm text-slate-500 dark:text-neutral-400">{message}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  )
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  // Spec §9: upload progress is a whole percent.
  const pct = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-slate-500 dark:text-neutral-400">{pct}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800">
        <div className="h-full rounded-full bg-brand transition-[width] duration-300 dark:bg-brand-ink" style={{ width: `${pct}%` }} />
      </div>
    </div>
  )
}

export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-lg bg-slate-200 dark:bg-neutral-800', className)} />
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-neutral-900">
      <p className="font-medium">Something went wrong while loading.</p>
      <p className="mt-1 text-sm text-slate-500 dark:text-neutral-400">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-3 text-sm font-semibold text-brand-ink hover:underline">
          Try again
        </button>
      )}
    </div>
  )
}
