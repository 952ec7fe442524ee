// Small SVG/CSS charts for the people dashboard. Colours follow the church's brand variables, so
// light and dark themes both work.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/Card'
import { MONTH_NAMES, formatCount, formatDayMonth } from '../lib/format'

export function ChartCard({ title, description, children, className }: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`p-5 ${className ?? ''}`}>
      <h2 className="text-sm font-semibold text-slate-700 dark:text-neutral-200">{title}</h2>
      {description && <p className="text-xs text-slate-500 dark:text-neutral-400">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  )
}

function Empty() {
  return <p className="py-10 text-center text-sm text-slate-500 dark:text-neutral-400">No data yet</p>
}

export function monthShort(yyyyMm: string): string {
  const m = Number(yyyyMm.slice(5, 7))
  return m >= 1 && m <= 12 ? MONTH_NAMES[m - 1]!.slice(0, 3) : yyyyMm
}

/** Width of an element in CSS pixels (so SVG text keeps its real size on every screen). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [w, setW] = useState(fallback)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(([e]) => e && setW(Math.max(200, Math.round(e.contentRect.width))))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  return [ref, w] as const
}

/** A line (with area) over time; optional second series drawn as bars at the bottom. */
export function TrendChart({ points, ariaLabel, bars }: { points: { label: string; value: number }[]; ariaLabel: string; bars?: number[] }) {
  const [ref, W] = useWidth<HTMLDivElement>(480)
  if (!points.length || points.every((p) => p.value === 0)) return <Empty />
  const H = 200
  const padL = 14
  const padR = 14
  const padT = 22
  const padB = 24
  const values = points.map((p) => p.value)
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const span = Math.max(1, hi - lo)
  const floor = Math.max(0, lo - span * 0.5)
  const top = hi + span * 0.15
  const x = (i: number) => (points.length === 1 ? W / 2 : padL + (i * (W - padL - padR)) / (points.length - 1))
  const y = (v: number) => padT + (1 - (v - floor) / (top - floor || 1)) * (H - padT - padB)
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
  const area = `${line} L${x(points.length - 1).toFixed(1)},${H - padB} L${x(0).toFixed(1)},${H - padB} Z`
  const maxBar = Math.max(1, ...(bars ?? [0]))
  // Label every point when there is room (about 56px each), else every second or third.
  const step = Math.max(1, Math.ceil((points.length * 56) / W))
  return (
    <div ref={ref} className="w-full">
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${ariaLabel}: ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`} className="block overflow-visible">
        {bars?.map((b, i) => {
          const h = (b / maxBar) * (H - padT - padB) * 0.35
          return <rect key={i} x={x(i) - 6} y={H - padB - h} width="12" height={h} rx="2" className="fill-brand-2/50" />
        })}
        <path d={area} className="fill-brand/15 dark:fill-brand-ink/20" />
        <path d={line} fill="none" strokeWidth="2.5" strokeLinejoin="round" className="stroke-brand dark:stroke-brand-ink" />
        {points.map((p, i) => {
          const labelled = (points.length - 1 - i) % step === 0
          return (
            <g key={i}>
              <circle cx={x(i)} cy={y(p.value)} r="3.5" strokeWidth="2" className="fill-white stroke-brand dark:fill-neutral-900 dark:stroke-brand-ink" />
              {labelled && (
                <>
                  <text x={x(i)} y={y(p.value) - 9} textAnchor="middle" className="fill-slate-500 text-[11px] tabular-nums dark:fill-neutral-400">
                    {formatCount(p.value)}
                  </text>
                  <text x={x(i)} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[11px] dark:fill-neutral-400">
                    {p.label}
                  </text>
                </>
              )}
            </g>
          )
        })}
      </svg>
    </div>
  )
}

const PALETTE = ['var(--brand-ink)', 'var(--brand-secondary)', '#10b981', '#8b5cf6', '#ef4444', '#0ea5e9', '#f97316', '#64748b']

/** Share of a whole: donut with a legend. */
export function DonutChart({ data, ariaLabel }: { data: { label: string; count: number }[]; ariaLabel: string }) {
  const total = data.reduce((s, d) => s + d.count, 0)
  if (!total) return <Empty />
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

export function HorizontalBars({ data }: { data: { label: string; count: number }[] }) {
  const total = data.reduce((s, d) => s + d.count, 0)
  if (!total) return <Empty />
  return (
    <ul className="flex flex-col gap-3">
      {data.map((d) => {
        const pct = Math.round((d.count / total) * 100)
        return (
          <li key={d.label}>
            <div className="mb-1 flex justify-between text-sm">
              <span>{d.label}</span>
              <span className="text-slate-500 tabular-nums dark:text-neutral-400">
                {formatCount(d.count)} · {pct}%
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

export function ColumnChart({ data, ariaLabel }: { data: { label: string; count: number }[]; ariaLabel: string }) {
  const max = Math.max(0, ...data.map((d) => d.count))
  if (!max) return <Empty />
  return (
    <div role="img" aria-label={`${ariaLabel}: ${data.map((d) => `${d.label} ${d.count}`).join(', ')}`} className="flex h-48 items-end gap-2">
      {data.map((d) => (
        <div key={d.label} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
          <div className="flex w-full flex-1 items-end justify-center pt-5">
            <div className="relative w-full max-w-12 rounded-t-md bg-brand/80 dark:bg-brand-ink/80" style={{ height: `${Math.max(2, (d.count / max) * 100)}%` }}>
              <span className="absolute -top-5 left-1/2 -translate-x-1/2 text-xs text-slate-500 tabular-nums dark:text-neutral-400">{formatCount(d.count)}</span>
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

export const weekLabel = (isoDate: string) => formatDayMonth(isoDate)
