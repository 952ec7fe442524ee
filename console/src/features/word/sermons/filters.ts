// The sermon list's filters: read from and written to the page's query string (a reload or a
// shared link keeps them), and turned into the body of sermons/list (0-based page on the wire).
import { isDate } from './scripture'

export type SermonStatus = 'draft' | 'published'

export interface SermonFilter {
  /** 1-based, as the pager shows it. */
  page: number
  search: string
  speakerId: string
  seriesId: string
  groupId: string
  /** A Bible book's full name ("John"). */
  book: string
  from: string
  to: string
  status: '' | SermonStatus
}

export const EMPTY_FILTER: SermonFilter = { page: 1, search: '', speakerId: '', seriesId: '', groupId: '', book: '', from: '', to: '', status: '' }

const KEYS = ['search', 'speakerId', 'seriesId', 'groupId', 'book', 'from', 'to', 'status'] as const

const idText = (s: string | null) => (s && /^\d+$/.test(s) && Number(s) > 0 ? s : '')

export function filterFromParams(p: URLSearchParams): SermonFilter {
  const page = Number(p.get('page'))
  const status = p.get('status')
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: p.get('search') ?? '',
    speakerId: idText(p.get('speakerId')),
    seriesId: idText(p.get('seriesId')),
    groupId: idText(p.get('groupId')),
    book: p.get('book') ?? '',
    from: isDate(p.get('from') ?? '') ? p.get('from')! : '',
    to: isDate(p.get('to') ?? '') ? p.get('to')! : '',
    status: status === 'draft' || status === 'published' ? status : '',
  }
}

/** The filter as query parameters: only what differs from the defaults. */
export function filterToParams(f: SermonFilter, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  keep?.forEach((v, k) => {
    if (k !== 'page' && !(KEYS as readonly string[]).includes(k)) out.set(k, v)
  })
  for (const k of KEYS) if (f[k]) out.set(k, f[k])
  if (f.page > 1) out.set('page', String(f.page))
  return out
}

/** A changed filter starts again at page 1. */
export const withFilter = (f: SermonFilter, change: Partial<Omit<SermonFilter, 'page'>>): SermonFilter => ({ ...f, ...change, page: 1 })

/** How many filters (search aside) are set: the "Filters (2)" count. */
export const activeFilters = (f: SermonFilter) => [f.speakerId, f.seriesId, f.groupId, f.book, f.from, f.to, f.status].filter(Boolean).length

/** A date range's problem, or undefined: each date as YYYY-MM-DD, the start not after the end. */
export function rangeError(from: string, to: string): string | undefined {
  if ((from && !isDate(from)) || (to && !isDate(to))) return 'Enter the date as YYYY-MM-DD'
  if (from && to && from > to) return 'The start date must not be after the end date'
  return undefined
}

/** The body of sermons/list. A bad date range is left out rather than refused by the server. */
export function sermonsBody(f: SermonFilter, pageSize: number) {
  const id = (s: string) => (s ? { v: Number(s) } : null)
  const range = rangeError(f.from, f.to) ? {} : { ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}) }
  return {
    page: Math.max(0, f.page - 1),
    pageSize,
    search: f.search.trim(),
    ...(id(f.speakerId) ? { speakerId: Number(f.speakerId) } : {}),
    ...(id(f.seriesId) ? { seriesId: Number(f.seriesId) } : {}),
    ...(id(f.groupId) ? { groupId: Number(f.groupId) } : {}),
    ...(f.book ? { book: f.book } : {}),
    ...range,
    ...(f.status ? { status: f.status } : {}),
  }
}
