// Spec §9: sorting exists for date, month, month_year, daily, number, array, weekly and quarterly
// columns. Client-side comparators for the small tables that are sorted in the browser (a list
// the server pages, like the people listing, is sorted by the server).
import { useMemo, useState } from 'react'

export type SortKind = 'text' | 'date' | 'month' | 'month_year' | 'daily' | 'number' | 'array' | 'weekly' | 'quarterly'
export type SortDir = 'asc' | 'desc'

/** Names as people read them: "émile" beside "emma", "Item 2" before "Item 10". */
const text = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** "2026-03-01" is that local day (not UTC midnight); anything else as Date reads it. */
function parseDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v
  if (typeof v !== 'string' && typeof v !== 'number') return null
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(v)
  return Number.isNaN(d.getTime()) ? null : d
}

function monthIndex(v: unknown): number {
  if (typeof v === 'number') return v
  const s = String(v ?? '').trim().toLowerCase()
  if (/^\d+$/.test(s)) return Number(s) - 1
  const i = MONTH_NAMES.findIndex((m) => m.startsWith(s.slice(0, 3)) && s.length >= 3)
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
      const d = parseDate(v)
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
      return String(v)
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
    if (typeof x === 'string' && typeof y === 'string') return sign * text.compare(x, y)
    if (x < y) return -sign
    if (x > y) return sign
    return 0
  }
}

/** A stable sort (Array.prototype.sort is stable): equal values keep the server's order. */
export function sortRows<T>(rows: readonly T[], kind: SortKind, get: (row: T) => unknown, dir: SortDir = 'asc'): T[] {
  return [...rows].sort(compareBy(kind, get, dir))
}

/** A column the browser may sort: its key, its §9 kind and how to read its value from a row. */
export interface SortColumn<T, K extends string = string> {
  key: K
  kind: SortKind
  value: (row: T) => unknown
}

export interface SortState<K extends string = string> {
  key: K
  dir: SortDir
}

/** The header props of a sortable column: pass them to <SortTh>. */
export interface SortHeader {
  active: boolean
  dir: SortDir
  onSort: () => void
}

/**
 * Sorts a table's rows in the browser by the chosen column: a first click sorts ascending, the
 * next descending, the third gives the rows back in the order they came. `initial` is the order
 * the rows are said to be in already (none by default).
 */
export function useSortedRows<T, K extends string>(rows: readonly T[], columns: readonly SortColumn<T, K>[], initial: SortState<K> | null = null) {
  const [sort, setSort] = useState<SortState<K> | null>(initial)
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined
  const sorted = useMemo(() => (column && sort ? sortRows(rows, column.kind, column.value, sort.dir) : [...rows]), [rows, column, sort])
  const header = (key: K): SortHeader => ({
    active: sort?.key === key,
    dir: sort?.key === key ? sort.dir : 'asc',
    onSort: () => setSort((s) => (s?.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : initial?.key === key ? { key, dir: 'asc' } : null)),
  })
  return { rows: sorted, sort, header }
}
