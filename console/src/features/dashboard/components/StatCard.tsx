import type { ReactNode } from 'react'

const fmt = new Intl.NumberFormat()

export function StatCard({ label, value, hint, icon }: { label: string; value: number; hint?: string; icon: ReactNode }) {
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand-ink dark:bg-brand/40">{icon}</div>
      <div className="min-w-0">
        <p className="text-sm text-slate-500 dark:text-neutral-400">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`stat-${label}`}>
          {fmt.format(value)}
        </p>
        {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-neutral-400">{hint}</p>}
      </div>
    </div>
  )
}
