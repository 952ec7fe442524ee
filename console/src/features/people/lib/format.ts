// Spec §9 display formats: money with two decimals and thousands separators; dates like
// "Sun Nov 22, 2026, 2:05 PM" (ddd MMM D, YYYY, h:mm A). English names whatever the browser
// locale, so every screen and export reads the same.
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const count = new Intl.NumberFormat('en-US')

/** 1234.5 → "1,234.50"; strings from the API ("1234.5") are accepted; junk → "0.00". */
export function formatMoney(v: number | string | null | undefined, currency?: string): string {
  const n = typeof v === 'string' ? Number(v) : v
  const s = money.format(Number.isFinite(n) ? (n as number) : 0)
  return currency ? `${currency} ${s}` : s
}

export function formatCount(n: number | null | undefined): string {
  return count.format(Number.isFinite(n) ? (n as number) : 0)
}

/**
 * A date-only value ("2026-11-22") is a calendar day, not an instant: parse it as local midnight,
 * otherwise a birthday shows a day early west of Greenwich.
 */
export function parseDate(v: string | number | Date | null | undefined): Date | null {
  if (v == null || v === '') return null
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v
  if (typeof v === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  }
  const d = new Date(v)
  return Number.isNaN(d.getTime()) ? null : d
}

/** "Sun Nov 22, 2026, 2:05 PM"; empty string for a missing or invalid value. */
export function formatDateTime(v: string | number | Date | null | undefined): string {
  const d = parseDate(v)
  if (!d) return ''
  const h = d.getHours() % 12 || 12
  const mm = String(d.getMinutes()).padStart(2, '0')
  return `${formatDate(d)}, ${h}:${mm} ${d.getHours() < 12 ? 'AM' : 'PM'}`
}

/** "Sun Nov 22, 2026" — the date part of the spec's format, for calendar days. */
export function formatDate(v: string | number | Date | null | undefined): string {
  const d = parseDate(v)
  if (!d) return ''
  return `${DAYS[d.getDay()]} ${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}

/** "Nov 22" — a birthday or anniversary without the year. */
export function formatDayMonth(v: string | Date | null | undefined): string {
  const d = parseDate(v)
  return d ? `${MONTHS[d.getMonth()]} ${d.getDate()}` : ''
}

/** Local calendar day as YYYY-MM-DD (for date inputs and API date fields). */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Whole years between a birth date and `now`; null without a birth date. */
export function ageOn(birth: string | null | undefined, now = new Date()): number | null {
  const b = parseDate(birth)
  if (!b) return null
  let age = now.getFullYear() - b.getFullYear()
  if (now.getMonth() < b.getMonth() || (now.getMonth() === b.getMonth() && now.getDate() < b.getDate())) age--
  return age
}

export function fullName(p: { firstName?: string; lastName?: string; middleName?: string }): string {
  return [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')
}

export function initials(p: { firstName?: string; lastName?: string }): string {
  return `${p.firstName?.[0] ?? ''}${p.lastName?.[0] ?? ''}`.toUpperCase() || '?'
}

/** ISO-8601 week of a calendar day: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(d: Date): { year: number; week: number } {
  const t = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()))
  const day = t.getUTCDay() || 7
  t.setUTCDate(t.getUTCDate() + 4 - day)
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1))
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7) }
}

/** Monday of an ISO week, as a local date. */
export function isoWeekStart(year: number, week: number): Date {
  const jan4 = new Date(year, 0, 4)
  const day = jan4.getDay() || 7
  const monday = new Date(year, 0, 4 - day + 1)
  monday.setDate(monday.getDate() + (week - 1) * 7)
  return monday
}

export function addDays(d: Date, n: number): Date {
  const x = new Date(d)
  x.setDate(x.getDate() + n)
  return x
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
