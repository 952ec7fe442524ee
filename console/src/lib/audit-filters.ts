// The audit page's filters ↔ the URL (shareable, survives reload) ↔ the audit/list body and the
// export.csv query (docs/organization-api.md "Access and security audit").

export type Outcome = '' | 'success' | 'failure'

export interface AuditFilters {
  personId?: number
  /** Shown in the user filter; not sent. */
  personName?: string
  event?: string
  outcome?: Outcome
  /** Inclusive days YYYY-MM-DD (the church's time zone). */
  from?: string
  to?: string
  q?: string
}

export interface AuditListRequest {
  personId?: number
  event?: string
  outcome?: 'success' | 'failure'
  from?: string
  to?: string
  q?: string
  page: number
  pageSize: number
}

export const AUDIT_PAGE_SIZE = 25
const DAY = /^\d{4}-\d{2}-\d{2}$/

function isDay(s: string | undefined): s is string {
  if (!s || !DAY.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** What the filters would send: only set, valid values. */
function cleaned(f: AuditFilters): Omit<AuditListRequest, 'page' | 'pageSize'> {
  const out: Omit<AuditListRequest, 'page' | 'pageSize'> = {}
  if (f.personId && f.personId > 0) out.personId = f.personId
  if (f.event) out.event = f.event
  if (f.outcome === 'success' || f.outcome === 'failure') out.outcome = f.outcome
  if (isDay(f.from)) out.from = f.from
  if (isDay(f.to)) out.to = f.to
  const q = f.q?.trim()
  if (q) out.q = q
  return out
}

/** audit/list body; `page` is 1-based in the console and 0-based on the wire. */
export function toListRequest(f: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE): AuditListRequest {
  return { ...cleaned(f), page: Math.max(0, page - 1), pageSize }
}

/** export.csv query string: the same filters, no paging. */
export function toExportQuery(f: AuditFilters): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(cleaned(f))) p.set(k, String(v))
  return p.toString()
}

/** The date range's problem, in words, or null. Both days are inclusive, so from = to is one day. */
export function rangeError(f: Pick<AuditFilters, 'from' | 'to'>): string | null {
  if (f.from && !isDay(f.from)) return 'The start date is not a valid date'
  if (f.to && !isDay(f.to)) return 'The end date is not a valid date'
  if (f.from && f.to && f.from > f.to) return 'The start date must be on or before the end date'
  return null
}

export function hasFilters(f: AuditFilters): boolean {
  return Object.keys(cleaned(f)).length > 0
}

export function filtersFromSearch(sp: URLSearchParams): { filters: AuditFilters; page: number } {
  const personId = Number(sp.get('personId'))
  const outcome = sp.get('outcome')
  const filters: AuditFilters = {
    personId: Number.isInteger(personId) && personId > 0 ? personId : undefined,
    personName: sp.get('personName') ?? undefined,
    event: sp.get('event') ?? undefined,
    outcome: outcome === 'success' || outcome === 'failure' ? outcome : '',
    from: sp.get('from') ?? undefined,
    to: sp.get('to') ?? undefined,
    q: sp.get('q') ?? undefined,
  }
  const page = Number(sp.get('page'))
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 }
}

export function searchFromFilters(f: AuditFilters, page = 1): URLSearchParams {
  const sp = new URLSearchParams()
  const c = cleaned(f)
  for (const [k, v] of Object.entries(c)) sp.set(k, String(v))
  if (c.personId && f.personName) sp.set('personName', f.personName)
  if (page > 1) sp.set('page', String(page))
  return sp
}
