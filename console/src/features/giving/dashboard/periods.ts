// Labels of the report's periods and the date ranges the pages offer (pure: Vitest covers them).
import type { GroupBy } from '../api/reports'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-03" → "Mar"; with the year: "Mar 2026". Anything else comes back as it is. */
export function monthLabel(yyyyMm: string, withYear = false): string {
  const m = /^(\d{4})-(\d{2})$/.exec(yyyyMm)
  const i = m ? Number(m[2]) - 1 : -1
  if (!m || i < 0 || i > 11) return yyyyMm
  return withYear ? `${MONTHS[i]} ${m[1]}` : MONTHS[i]!
}

/**
 * A period of reports/numbers as people read it: month "2026-03" → "Mar 2026", quarter "2026-Q1"
 * → "Q1 2026", year "2026" → "2026", week "2026-W05" or its Monday "2026-02-02" → "Week of Feb 2,
 * 2026" (the ISO week's Monday).
 */
export function periodLabel(period: string, groupBy: GroupBy): string {
  switch (groupBy) {
    case 'month':
      return monthLabel(period.slice(0, 7), true)
    case 'quarter': {
      const m = /^(\d{4})-?Q([1-4])$/i.exec(period)
      if (m) return `Q${m[2]} ${m[1]}`
      const d = /^(\d{4})-(\d{2})/.exec(period)
      return d ? `Q${Math.floor((Number(d[2]) - 1) / 3) + 1} ${d[1]}` : period
    }
    case 'year':
      return period.slice(0, 4)
    case 'week': {
      const w = /^(\d{4})-?W(\d{1,2})$/i.exec(period)
      const monday = w ? isoWeekMonday(Number(w[1]), Number(w[2])) : parseDay(period)
      return monday ? `Week of ${MONTHS[monday.getUTCMonth()]} ${monday.getUTCDate()}, ${monday.getUTCFullYear()}` : period
    }
  }
}

function parseDay(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s)
  if (!m) return null
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return Number.isNaN(d.getTime()) ? null : d
}

/** The Monday of ISO week `week` of `year` (week 1 holds the year's first Thursday). */
export function isoWeekMonday(year: number, week: number): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4))
  const dow = jan4.getUTCDay() || 7
  return new Date(Date.UTC(year, 0, 4 - (dow - 1) + (week - 1) * 7))
}

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (!before) return null
  return Math.round(((now - before) / Math.abs(before)) * 100)
}

const pad = (n: number) => String(n).padStart(2, '0')
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

export type RangePreset = 'this-month' | 'last-month' | 'this-year' | 'last-year' | 'last-12-months'

/** A preset's dates (inclusive), in the browser's zone. */
export function presetRange(preset: RangePreset, now = new Date()): { from: string; to: string } {
  const y = now.getFullYear()
  const m = now.getMonth()
  switch (preset) {
    case 'this-month':
      return { from: isoDay(new Date(y, m, 1)), to: isoDay(now) }
    case 'last-month':
      return { from: isoDay(new Date(y, m - 1, 1)), to: isoDay(new Date(y, m, 0)) }
    case 'this-year':
      return { from: `${y}-01-01`, to: isoDay(now) }
    case 'last-year':
      return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` }
    case 'last-12-months':
      return { from: isoDay(new Date(y, m - 11, 1)), to: isoDay(now) }
  }
}

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-year', label: 'This year' },
  { value: 'last-year', label: 'Last year' },
  { value: 'last-12-months', label: 'Last 12 months' },
]

/** "card" → "Card"; the methods the ledger writes. */
export const METHOD_LABELS: Record<string, string> = { cash: 'Cash', cheque: 'Cheque', card: 'Card', bank: 'Bank', other: 'Other' }
export const methodLabel = (m: string) => METHOD_LABELS[m] ?? (m ? m[0]!.toUpperCase() + m.slice(1) : '—')
