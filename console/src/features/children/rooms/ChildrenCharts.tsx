// Attendance charts in giving's and people's manner (features/giving/dashboard/GivingCharts): plain
// SVG/CSS, brand colours, an aria-label that reads the numbers out. No chart library.
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/Card'
import { formatCount } from '@/lib/format'

export function ChartCard({ title, description, children, actions }: { title: string; description?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card className="min-w-0 p-5">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-700 dark:text-neutral-200">{title}</h2>
          {description && <p className="text-xs text-slate-500 dark:text-neutral-400">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  )
}

export function NoData({ children = 'No check-ins in this period' }: { children?: ReactNode }) {
  return <p className="py-10 text-center text-sm text-slate-500 dark:text-neutral-400">{children}</p>
}

/** One column per period (check-ins per week), scrolling sideways when they do not fit. */
export function Columns({ data, ariaLabel }: { data: { label: string; value: number; hint?: string }[]; ariaLabel: string }) {
  const max = Math.max(0, ...data.map((d) => d.value))
  if (!max) return <NoData />
  return (
    <div>
      <p className="mb-3 text-right text-xs text-slate-500 tabular-nums dark:text-neutral-400">max {formatCount(max)}</p>
      <div className="overflow-x-auto" role="region" aria-label={`${ariaLabel} (scrolls sideways)`} tabIndex={0}>
        <div role="img" aria-label={`${ariaLabel}: ${data.map((d) => `${d.label} ${d.value}`).join(', ')}`} className="flex h-52 items-end gap-1.5" style={{ minWidth: `${data.length * 2.25}rem` }}>
          {data.map((d, i) => (
            <div key={`${d.label}-${i}`} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1" title={`${d.label}: ${d.value}${d.hint ? ` · ${d.hint}` : ''}`}>
              <span className="text-[11px] text-slate-500 tabular-nums dark:text-neutral-400">{d.value || ''}</span>
              <div className="flex w-full flex-1 items-end justify-center">
                <div className="w-full max-w-6 rounded-t-sm bg-brand dark:bg-brand-ink" style={{ height: `${d.value ? Math.max(1.5, (d.value / max) * 100) : 0}%` }} />
              </div>
              <span className="w-full truncate text-center text-[11px] text-slate-500 dark:text-neutral-400">{d.label}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

const PALETTE = ['var(--brand-ink)', 'var(--brand-secondary)', '#10b981', '#8b5cf6', '#ef4444', '#0ea5e9', '#f97316', '#64748b']

/** Shares of a total as labelled bars (check-ins by classroom). */
export function ShareBars({ data }: { data: { label: string; value: number }[] }) {
  const total = data.reduce((s, d) => s + d.value, 0)
  if (!total) return <NoData />
  return (
    <ul className="flex flex-col gap-3">
      {data.map((d, i) => {
        const pct = Math.round((d.value / total) * 100)
        return (
          <li key={`${d.label}-${i}`}>
            <div className="mb-1 flex justify-between gap-3 text-sm">
              <span className="min-w-0 truncate">{d.label}</span>
              <span className="shrink-0 text-slate-500 tabular-nums dark:text-neutral-400">
                {formatCount(d.value)} · {pct}%
              </span>
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800" role="presentation">
              <div className="h-full rounded-full" style={{ width: `${pct}%`, background: PALETTE[i % PALETTE.length] }} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
