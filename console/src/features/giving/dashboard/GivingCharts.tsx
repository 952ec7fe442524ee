// Giving's own chart: each period against the same period a year before. The rest (cards, shares)
// are the console's charts (components/charts).
import { NoData } from '@/components/charts/Charts'
import { formatMoney } from '@/lib/format'

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
  if (!max) return <NoData>No gifts in this period</NoData>
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
