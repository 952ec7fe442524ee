// The people dashboard's own charts (the donut, the month and week labels); the rest are the
// console's charts (components/charts).
import { NoData, PALETTE } from '@/components/charts/Charts'
import { MONTH_NAMES, formatCount, formatDayMonth } from '../lib/format'

export function monthShort(yyyyMm: string): string {
  const m = Number(yyyyMm.slice(5, 7))
  return m >= 1 && m <= 12 ? MONTH_NAMES[m - 1]!.slice(0, 3) : yyyyMm
}

/** Share of a whole: donut with a legend. */
export function DonutChart({ data, ariaLabel }: { data: { label: string; count: number }[]; ariaLabel: string }) {
  const total = data.reduce((s, d) => s + d.count, 0)
  if (!total) return <NoData />
  const R = 60
  const C = 2 * Math.PI * R
  // Each slice starts where the previous ones end.
  const lengths = data.map((d) => (d.count / total) * C)
  const offsets = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0))
  return (
    <div className="flex flex-wrap items-center justify-center gap-6">
      <svg viewBox="0 0 160 160" className="h-40 w-40 shrink-0 -rotate-90" role="img" aria-label={`${ariaLabel}: ${data.map((d) => `${d.label} ${d.count}`).join(', ')}`}>
        <circle cx="80" cy="80" r={R} fill="none" strokeWidth="22" className="stroke-slate-100 dark:stroke-neutral-800" />
        {data.map((d, i) => (
          <circle key={d.label} cx="80" cy="80" r={R} fill="none" strokeWidth="22" stroke={PALETTE[i % PALETTE.length]} strokeDasharray={`${lengths[i]} ${C - lengths[i]}`} strokeDashoffset={-offsets[i]} />
        ))}
      </svg>
      <ul className="flex min-w-[12rem] flex-1 flex-col gap-2 text-sm">
        {data.map((d, i) => (
          <li key={d.label} className="flex items-center gap-2">
            <span className="h-3 w-3 shrink-0 rounded-sm" style={{ background: PALETTE[i % PALETTE.length] }} aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{d.label}</span>
            <span className="text-slate-500 tabular-nums dark:text-neutral-400">
              {formatCount(d.count)} · {Math.round((d.count / total) * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const weekLabel = (isoDate: string) => formatDayMonth(isoDate)
