// The console's charts: plain SVG/CSS in the church's brand colours (light and dark), each with an
// aria-label that reads its numbers out. No chart library. The main, people, giving and children
// dashboards draw with these; a domain keeps only a chart no other draws (giving's year-on-year
// columns, people's donut).
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/Card'
import { formatCount } from '@/lib/format'

/** Colours for series that need telling apart (shares, donut slices). */
export const PALETTE = ['var(--brand-ink)', 'var(--brand-secondary)', '#10b981', '#8b5cf6', '#ef4444', '#0ea5e9', '#f97316', '#64748b']

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

export function NoData({ children = 'No data yet' }: { children?: ReactNode }) {
  return <p className="py-10 text-center text-sm text-slate-500 dark:text-neutral-400">{children}</p>
}

type Share = { label: string; value: number; hint?: string }

/**
 * Shares of a total as labelled bars (gender, funds, classrooms). `tone` "brand" draws every bar
 * in the brand colour (a few categories of one thing); "palette" tells them apart.
 */
export function ShareBars({ data, format = formatCount, tone = 'palette', empty }: { data: Share[]; format?: (value: number) => string; tone?: 'brand' | 'palette'; empty?: ReactNode }) {
  const total = data.reduce((s, d) => s + d.value, 0)
  if (!total) return <NoData>{empty}</NoData>
  return (
    <ul className="flex flex-col gap-3">
      {data.map((d, i) => {
        const pct = Math.round((d.value / total) * 100)
        return (
          <li key={`${d.label}-${i}`}>
            <div className="mb-1 flex justify-between gap-3 text-sm">
              <span className="min-w-0 truncate">{d.label}</span>
              <span className="shrink-0 text-slate-500 tabular-nums dark:text-neutral-400">
                {format(d.value)} · {pct}%{d.hint ? ` · ${d.hint}` : ''}
              </span>
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800" role="presentation">
              <div className={`h-full rounded-full ${tone === 'brand' ? 'bg-brand dark:bg-brand-ink' : ''}`} style={{ width: `${pct}%`, background: tone === 'palette' ? PALETTE[i % PALETTE.length] : undefined }} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** A few columns with their value above (age bands). */
export function ColumnChart({ data, ariaLabel }: { data: { label: string; count: number }[]; ariaLabel: string }) {
  const max = Math.max(0, ...data.map((d) => d.count))
  if (!max) return <NoData />
  return (
    <div role="img" aria-label={`${ariaLabel}: ${data.map((d) => `${d.label} ${d.count}`).join(', ')}`} className="flex h-48 items-end gap-2">
      {data.map((d) => (
        <div key={d.label} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
          {/* pt-5 leaves room for the value that sits above the tallest bar. */}
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

/** One thin column per period (check-ins per week), scrolling sideways when they do not fit. */
export function Columns({ data, ariaLabel, empty }: { data: { label: string; value: number; hint?: string }[]; ariaLabel: string; empty?: ReactNode }) {
  const max = Math.max(0, ...data.map((d) => d.value))
  if (!max) return <NoData>{empty}</NoData>
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

/**
 * A line with its area over time; an optional second series drawn as bars at the bottom. The
 * vertical scale starts near the lowest value: from zero, a congregation growing 250 → 312 would
 * look flat. `described` names a point in the aria-label when its label is too short to (a month
 * with its year).
 */
export function TrendChart({ points, ariaLabel, bars, described }: { points: { label: string; value: number }[]; ariaLabel: string; bars?: number[]; described?: (i: number) => string }) {
  const [ref, W] = useWidth<HTMLDivElement>(480)
  if (!points.length || points.every((p) => p.value === 0)) return <NoData />
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
  const label = points.map((p, i) => (described ? `${described(i)}: ${p.value}` : `${p.label} ${p.value}`)).join(', ')
  return (
    <div ref={ref} className="w-full">
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${ariaLabel}: ${label}`} className="block overflow-visible">
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
