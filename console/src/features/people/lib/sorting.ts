// Spec §9: sorting exists for date, month, month_year, daily, number, array, weekly and quarterly
// columns. Client-side comparators for the small tables that are sorted in the browser (the
// people listing itself is sorted by the server).
import { MONTH_NAMES, parseDate } from './format'

export type SortKind = 'text' | 'date' | 'month' | 'month_year' | 'daily' | 'number' | 'array' | 'weekly' | 'quarterly'
export type SortDir = 'asc' | 'desc'

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

function monthIndex(v: unknown): number {
  if (typeof v === 'number') return v
  const s = String(v ?? '').trim().toLowerCase()
  if (/^\d+$/.test(s)) return Number(s) - 1
  const i = MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(s.slice(0, 3)) && s.length >= 3)
  return i
}

/** Turns a cell value into something comparable for its kind; unknown values sort last. */
export function sortValue(kind: SortKind, v: unknown): number | string | null {
  if (v == null || v === '') return null
  switch (kind) {
    case 'number': {
      const n = typeof v === 'number' ? v : Number(String(v).replace(/[, ]/g, ''))
      return Number.isFinite(n) ? n : null
    }
    case 'date': {
      const d = parseDate(v as string)
      return d ? d.getTime() : null
    }
    case 'month': {
      const i = monthIndex(v)
      return i >= 0 ? i : null
    }
    case 'month_year': {
      // "2026-11", "Nov 2026", "November 2026"
      const s = String(v)
      const iso = /^(\d{4})-(\d{1,2})/.exec(s)
      if (iso) return Number(iso[1]) * 12 + Number(iso[2]) - 1
      const m = /^([A-Za-z]+)\s+(\d{4})$/.exec(s.trim())
      if (m) {
        const i = monthIndex(m[1])
        return i >= 0 ? Number(m[2]) * 12 + i : null
      }
      return null
    }
    case 'daily': {
      const i = DAY_NAMES.findIndex((d) => d.startsWith(String(v).trim().toLowerCase().slice(0, 3)))
      return i >= 0 ? i : null
    }
    case 'weekly': {
      // "2026-W07" or "Week 7, 2026" or a date (week start)
      const s = String(v)
      const w = /^(\d{4})-W(\d{1,2})$/.exec(s) ?? (() => { const m = /Week\s+(\d{1,2}),\s*(\d{4})/i.exec(s); return m ? [s, m[2], m[1]] : null })()
      if (w) return Number(w[1]) * 100 + Number(w[2])
      const d = parseDate(s)
      return d ? d.getTime() : null
    }
    case 'quarterly': {
      // "Q3 2026" or "2026-Q3"
      const s = String(v)
      const a = /Q([1-4])\s*(\d{4})/i.exec(s) ?? (() => { const m = /(\d{4})\s*-?\s*Q([1-4])/i.exec(s); return m ? [s, m[2], m[1]] : null })()
      return a ? Number(a[2]) * 10 + Number(a[1]) : null
    }
    case 'array':
      return Array.isArray(v) ? v.length : null
    default:
      return String(v).toLocaleLowerCase()
  }
}

export function compareBy<T>(kind: SortKind, get: (row: T) => unknown, dir: SortDir = 'asc') {
  const sign = dir === 'asc' ? 1 : -1
  return (a: T, b: T): number => {
    const x = sortValue(kind, get(a))
    const y = sortValue(kind, get(b))
    if (x === null && y === null) return 0
    if (x === null) return 1
    if (y === null) return -1
    if (x < y) return -sign
    if (x > y) return sign
    return 0
  }
}

export function sortRows<T>(rows: T[], kind: SortKind, get: (row: T) => unknown, dir: SortDir = 'asc'): T[] {
  return [...rows].sort(compareBy(kind, get, dir))
}
