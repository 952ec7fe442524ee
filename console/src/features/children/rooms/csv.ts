// The reports' CSV download. No other feature builds CSV in the browser (giving and audit export
// on the server), so this is the small RFC 4180 writer the reports need.
import type { Page } from '@/api'

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused (spreadsheet formulas). */
export function csvField(v: string | number | null | undefined): string {
  let s = v == null ? '' : String(v)
  if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** Every page of a report (200 a call, the server's largest page), up to `max` rows. */
export async function allRows<T>(fetchPage: (page: number, pageSize: number) => Promise<Page<T>>, max = 10_000): Promise<T[]> {
  const rows: T[] = []
  for (let page = 1; rows.length < max; page++) {
    const p = await fetchPage(page, 200)
    rows.push(...p.items)
    if (page >= p.totalPages || p.items.length === 0) break
  }
  return rows.slice(0, max)
}
