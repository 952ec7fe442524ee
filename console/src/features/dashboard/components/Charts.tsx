import type { ReactNode } from 'react'
import type { CountByLabel } from '../api/get-dashboard'

const fmt = new Intl.NumberFormat()

export function ChartCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900 ${className}`}>
      <h2 className="mb-4 text-sm font-semibold text-slate-700 dark:text-neutral-200">{title}</h2>
      {children}
    </section>
  )
}

function Empty() {
  return <p className="py-8 text-center text-sm text-slate-500 dark:text-neutral-400">No data yet</p>
}

/** Horizontal bars with share of total: good for a few categories (gender). */
export function HorizontalBars({ data }: { data: CountByLabel[] }) {
  const total = data.reduce((s, d) => s + d.count, 0)
  if (!data.length || total === 0) return <Empty />
  return (
    <ul className="flex flex-col gap-3">
      {data.map((d) => {
        const pct = Math.round((d.count / total) * 100)
        return (
          <li key={d.label}>
            <div className="mb-1 flex justify-between text-sm">
              <span>{d.label}</span>
              <span className="tabular-nums text-slate-500 dark:text-neutral-400">
                {fmt.format(d.count)} · {pct}%
              </span>
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800" role="presentation">
              <div className="h-full rounded-full bg-brand dark:bg-brand-ink" style={{ width: `${pct}%` }} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** Vertical bars (age bands, monthly growth). */
export function ColumnChart({ data, ariaLabel }: { data: { label: string; count: number }[]; ariaLabel: string }) {
  const max = Math.max(0, ...data.map((d) => d.count))
  if (!data.length || max === 0) return <Empty />
  return (
    <div role="img" aria-label={`${ariaLabel}: ${data.map((d) => `${d.label} ${d.count}`).join(', ')}`} className="flex h-48 items-end gap-2">
      {data.map((d) => (
        <div key={d.label} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
          {/* pt-5 leaves room for the value that sits above the tallest bar. */}
          <div className="flex w-full flex-1 items-end justify-center pt-5">
            <div className="relative w-full max-w-12 rounded-t-md bg-brand/80 dark:bg-brand-ink/80" style={{ height: `${Math.max(2, (d.count / max) * 100)}%` }}>
              <span className="absolute -top-5 left-1/2 -translate-x-1/2 text-xs tabular-nums text-slate-500 dark:text-neutral-400">{fmt.format(d.count)}</span>
            </div>
          </div>
          <span className="w-full truncate text-center text-xs text-slate-500 dark:text-neutral-400" title={d.label}>
            {d.label}
          </span>
        </div>
      ))}
    </div>
  )
}

const monthFmt = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' })
const monthYearFmt = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' })

function monthDate(yyyyMm: string): Date | null {
  const [y, m] = yyyyMm.split('-').map(Number)
  return y && m ? new Date(Date.UTC(y, m - 1, 1)) : null
}

export function monthLabel(yyyyMm: string): string {
  const d = monthDate(yyyyMm)
  return d ? monthFmt.format(d) : yyyyMm
}

/**
 * Cumulative head count per month as an area chart. The vertical scale starts near the lowest
 * value: from zero, a congregation growing 250 → 312 would look flat.
 */
export function GrowthChart({ data }: { data: { month: string; count: number }[] }) {
  if (!data.length) return <Empty />
  const W = 280
  const H = 190
  const padX = 16
  const padTop = 22
  const padBottom = 24
  const counts = data.map((d) => d.count)
  const lo = Math.min(...counts)
  const hi = Math.max(...counts)
  const span = Math.max(1, hi - lo)
  const floor = Math.max(0, lo - span * 0.6)
  const top = hi + span * 0.1
  const x = (i: number) => (data.length === 1 ? W / 2 : padX + (i * (W - 2 * padX)) / (data.length - 1))
  const y = (v: number) => padTop + (1 - (v - floor) / (top - floor)) * (H - padTop - padBottom)
  const line = data.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(d.count).toFixed(1)}`).join(' ')
  const area = `${line} L${x(data.length - 1).toFixed(1)},${H - padBottom} L${x(0).toFixed(1)},${H - padBottom} Z`
  const label = data.map((d) => { const dt = monthDate(d.month); return `${dt ? monthYearFmt.format(dt) : d.month}: ${d.count}` }).join(', ')
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`People by month: ${label}`} className="h-48 w-full overflow-visible">
      <path d={area} className="fill-brand/15 dark:fill-brand-ink/20" />
      <path d={line} fill="none" strokeWidth="2.5" strokeLinejoin="round" className="stroke-brand dark:stroke-brand-ink" />
      {data.map((d, i) => (
        <g key={d.month}>
          <circle cx={x(i)} cy={y(d.count)} r="3.5" className="fill-white stroke-brand dark:fill-neutral-900 dark:stroke-brand-ink" strokeWidth="2" />
          <text x={x(i)} y={y(d.count) - 9} textAnchor="middle" className="fill-slate-500 text-[11px] tabular-nums dark:fill-neutral-400">
            {fmt.format(d.count)}
          </text>
          <text x={x(i)} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[11px] dark:fill-neutral-400">
            {monthLabel(d.month)}
          </text>
        </g>
      ))}
    </svg>
  )
}
