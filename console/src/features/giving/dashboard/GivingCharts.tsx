// Small SVG/CSS charts of giving, in the people dashboard's manner (features/people/components/
// PeopleCharts): no chart library, brand colours, an aria-label that reads the numbers out.
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/Card'
import { formatMoney } from '@/lib/format'

export function ChartCard({ title, description, children, className, actions }: { title: string; description?: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <Card className={`min-w-0 p-5 ${className ?? ''}`}>
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

export function NoData({ children = 'No gifts in this period' }: { children?: ReactNode }) {
  return <p className="py-10 text-center text-sm text-slate-500 dark:text-neutral-400">{children}</p>
}

/** "$12.3K": a short amount for the chart's scale. */
export function shortMoney(minor: number, currency: string): string {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'USD'
  const f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, notation: 'compact', maximumFractionDigits: 1 })
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  return f.format(minor / 10 ** digits)
}

/**
 * Two series side by side per period: this period's totals (brand) against the same period a
 * year before (grey). Scrolls sideways when the periods do not fit (reports by week).
 */
export function CompareColumns({ data, currency, ariaLabel, current = 'This year', previous = 'Last year' }: { data: { label: string; value: number; previous: number }[]; currency: string; ariaLabel: string; current?: string; previous?: string }) {
  const max = Math.max(0, ...data.map((d) => Math.max(d.value, d.previous)))
  if (!max) return <NoData />
  const described = data.map((d) => `${d.label} ${formatMoney(d.value, currency)} (${previous.toLowerCase()} ${formatMoney(d.previous, currency)})`).join(', ')
  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-4 text-xs text-slate-600 dark:text-neutral-300">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-brand dark:bg-brand-ink" />
          {current}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-slate-300 dark:bg-neutral-600" />
          {previous}
        </span>
        <span className="ml-auto text-slate-500 tabular-nums dark:text-neutral-400">max {shortMoney(max, currency)}</span>
      </div>
      <div className="overflow-x-auto" role="region" aria-label={`${ariaLabel} (scrolls sideways)`} tabIndex={0}>
        <div role="img" aria-label={`${ariaLabel}: ${described}`} className="flex h-52 items-end gap-1.5" style={{ minWidth: `${data.length * 2.25}rem` }}>
          {data.map((d, i) => (
            <div key={`${d.label}-${i}`} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1" title={`${d.label}: ${formatMoney(d.value, currency)} · ${previous}: ${formatMoney(d.previous, currency)}`}>
              <div className="flex w-full flex-1 items-end justify-center gap-0.5">
                <div className="w-full max-w-4 rounded-t-sm bg-slate-300 dark:bg-neutral-600" style={{ height: `${d.previous ? Math.max(1.5, (d.previous / max) * 100) : 0}%` }} />
                <div className="w-full max-w-4 rounded-t-sm bg-brand dark:bg-brand-ink" style={{ height: `${d.value ? Math.max(1.5, (d.value / max) * 100) : 0}%` }} />
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

/** Shares of a total as labelled bars (by fund, by method). */
export function ShareBars({ data, currency }: { data: { label: string; value: number; hint?: string }[]; currency: string }) {
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
                {formatMoney(d.value, currency)} · {pct}%{d.hint ? ` · ${d.hint}` : ''}
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
