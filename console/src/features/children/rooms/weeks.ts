const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-11-22" → "22 Nov" (a week's Sunday on the chart). */
export function dayMonth(iso: string): string {
  const m = Number(iso.slice(5, 7))
  const d = Number(iso.slice(8, 10))
  return m >= 1 && m <= 12 && d ? `${d} ${MONTHS[m - 1]}` : iso
}

/** The date `days` before an ISO date (UTC arithmetic, so no time zone shifts it). */
export function daysBefore(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) - days * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}
