// The listing's state lives in the URL (shareable, back/forward work); this maps it to the body
// of POST /api/people/list (docs/people-api.md) and back.
import type { ApiBody, Sent } from '@/api'

type Body = Omit<ApiBody<'/api/people/list'>, 'orgId' | 'adminUserId' | 'userId' | 'ipAddress'>

export type AgeBand = NonNullable<Body['ageBand']>
export type SortKey = NonNullable<Body['sortBy']>
export type StatusFilter = NonNullable<Body['status']>
export type GenderFilter = NonNullable<Body['gender']>

/** Every value of the document's unions, in the order the filters offer them (the URL is checked against them). */
export const AGE_BANDS = ['0-12', '13-17', '18-29', '30-49', '50-64', '65+', 'unknown'] as const satisfies readonly AgeBand[]
export const SORT_KEYS = ['name', 'firstName', 'lastName', 'email', 'mobile', 'createdAt', 'birthDate', 'birthday', 'age', 'membershipType', 'joinDate'] as const satisfies readonly SortKey[]

export interface ListingState {
  q: string
  membershipTypeId: number | null
  groupId: number | null
  serviceUnitId: number | null
  gender: GenderFilter | null
  ageBand: AgeBand | null
  /** A custom field and the value it must hold (text, as typed or chosen). */
  customFieldId: number | null
  customValue: string
  status: StatusFilter
  sortBy: SortKey
  sortDir: 'asc' | 'desc'
  /** 1-based, as shown to people. */
  page: number
}

export const DEFAULT_LISTING: ListingState = {
  q: '',
  membershipTypeId: null,
  groupId: null,
  serviceUnitId: null,
  gender: null,
  ageBand: null,
  customFieldId: null,
  customValue: '',
  status: 'active',
  sortBy: 'name',
  sortDir: 'asc',
  page: 1,
}

/** The body of /api/people/list (people.listRequest) as the listing sends it. */
export type ListRequest = Sent<Body, 'status' | 'sortBy' | 'sortDir' | 'page'>

function id(v: string | null): number | null {
  if (!v || !/^\d+$/.test(v)) return null
  const n = Number(v)
  return n > 0 ? n : null
}

function oneOf<T extends string>(v: string | null, allowed: readonly T[]): T | null {
  return v != null && (allowed as readonly string[]).includes(v) ? (v as T) : null
}

/** Reads the URL; anything unknown or malformed falls back to the default. */
export function parseListing(sp: URLSearchParams): ListingState {
  const page = Number(sp.get('page'))
  return {
    q: (sp.get('q') ?? '').slice(0, 100),
    membershipTypeId: id(sp.get('membershipTypeId')),
    groupId: id(sp.get('groupId')),
    serviceUnitId: id(sp.get('serviceUnitId')),
    gender: oneOf(sp.get('gender'), ['male', 'female', 'unknown'] as const),
    ageBand: oneOf(sp.get('ageBand'), AGE_BANDS),
    customFieldId: id(sp.get('customFieldId')),
    customValue: (sp.get('customValue') ?? '').slice(0, 500),
    status: oneOf(sp.get('status'), ['active', 'inactive', 'all'] as const) ?? 'active',
    sortBy: oneOf(sp.get('sortBy'), SORT_KEYS) ?? 'name',
    sortDir: sp.get('sortDir') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Writes only what differs from the default, so a plain listing has a plain URL. */
export function listingToParams(s: ListingState): URLSearchParams {
  const sp = new URLSearchParams()
  const d = DEFAULT_LISTING
  if (s.q.trim()) sp.set('q', s.q)
  if (s.membershipTypeId) sp.set('membershipTypeId', String(s.membershipTypeId))
  if (s.groupId) sp.set('groupId', String(s.groupId))
  if (s.serviceUnitId) sp.set('serviceUnitId', String(s.serviceUnitId))
  if (s.gender) sp.set('gender', s.gender)
  if (s.ageBand) sp.set('ageBand', s.ageBand)
  // The field stays chosen while its value is being picked; the request needs both.
  if (s.customFieldId) sp.set('customFieldId', String(s.customFieldId))
  if (s.customFieldId && s.customValue.trim()) sp.set('customValue', s.customValue.trim())
  if (s.status !== d.status) sp.set('status', s.status)
  if (s.sortBy !== d.sortBy) sp.set('sortBy', s.sortBy)
  if (s.sortDir !== d.sortDir) sp.set('sortDir', s.sortDir)
  if (s.page > 1) sp.set('page', String(s.page))
  return sp
}

/** The body of POST /api/people/list. Page is 0-based on the wire. */
export function toListRequest(s: ListingState, pageSize?: number): ListRequest {
  const r: ListRequest = { status: s.status, sortBy: s.sortBy, sortDir: s.sortDir, page: Math.max(0, s.page - 1) }
  const q = s.q.trim().replace(/\s+/g, ' ')
  if (q) r.q = q
  if (s.membershipTypeId) r.membershipTypeId = s.membershipTypeId
  if (s.groupId) r.groupId = s.groupId
  if (s.serviceUnitId) r.serviceUnitId = s.serviceUnitId
  if (s.gender) r.gender = s.gender
  if (s.ageBand) r.ageBand = s.ageBand
  if (s.customFieldId && s.customValue.trim()) {
    r.customFieldId = s.customFieldId
    r.customValue = s.customValue.trim()
  }
  if (pageSize) r.pageSize = pageSize
  return r
}

/** The filters of a listing without paging (export uses the same selection). */
export function toFilterRequest(s: ListingState): Omit<ListRequest, 'page' | 'pageSize'> {
  const { page: _p, pageSize: _s, ...rest } = toListRequest(s)
  void _p
  void _s
  return rest
}

export function activeFilterCount(s: ListingState): number {
  const custom = s.customFieldId && s.customValue.trim() ? s.customFieldId : null
  return [s.membershipTypeId, s.groupId, s.serviceUnitId, s.gender, s.ageBand, custom, s.status !== 'active' ? s.status : null].filter((v) => v != null).length
}

/** Changing any filter, the search or the sort goes back to page 1. */
export function withChange(s: ListingState, patch: Partial<ListingState>): ListingState {
  const resetsPage = Object.keys(patch).some((k) => k !== 'page')
  return { ...s, ...patch, page: resetsPage ? 1 : (patch.page ?? s.page) }
}

/** Clicking a column heading: same column flips the direction, another starts ascending. */
export function toggleSort(s: ListingState, key: SortKey): ListingState {
  return withChange(s, s.sortBy === key ? { sortDir: s.sortDir === 'asc' ? 'desc' : 'asc' } : { sortBy: key, sortDir: 'asc' })
}

export const RECORDS_PER_PAGE_CHOICES = [10, 20, 25, 50, 100, 200] as const
export const MIN_RECORDS_PER_PAGE = 5
export const MAX_RECORDS_PER_PAGE = 200

export function validRecordsPerPage(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_RECORDS_PER_PAGE && n <= MAX_RECORDS_PER_PAGE
}

/** What a saved list keeps (POST /api/people/saved-lists/add "filters"): the listing without its page. */
export type SavedFilters = Omit<ListRequest, 'page' | 'pageSize'>

/** The listing a saved list opens, on its first page; anything unknown falls back as in the URL. */
export function fromSavedFilters(f: Partial<Record<string, unknown>>): ListingState {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(f)) if (v != null && v !== '') sp.set(k, String(v))
  return parseListing(sp)
}

/** Whether the listing shows exactly what a saved list holds (the page aside). */
export function sameListing(a: ListingState, b: ListingState): boolean {
  return listingToParams({ ...a, q: a.q.trim().replace(/\s+/g, ' '), page: 1 }).toString() === listingToParams({ ...b, q: b.q.trim().replace(/\s+/g, ' '), page: 1 }).toString()
}

const SORT_LABELS: Record<SortKey, string> = {
  name: 'name',
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  mobile: 'mobile',
  createdAt: 'date added',
  birthDate: 'birth date',
  birthday: 'birthday',
  age: 'age',
  membershipType: 'membership type',
  joinDate: 'join date',
}

/** A short reading of a listing's filters, for the save dialog. */
export function describeListing(s: ListingState): string {
  const parts: string[] = []
  const q = s.q.trim()
  if (q) parts.push(`search “${q}”`)
  if (s.membershipTypeId) parts.push('one membership type')
  if (s.groupId) parts.push('one group')
  if (s.serviceUnitId) parts.push('one service unit')
  if (s.gender) parts.push(s.gender === 'unknown' ? 'gender not given' : s.gender)
  if (s.ageBand) parts.push(s.ageBand === 'unknown' ? 'age not known' : `aged ${s.ageBand}`)
  if (s.customFieldId && s.customValue.trim()) parts.push('one custom field')
  parts.push(s.status === 'all' ? 'active and inactive' : s.status)
  parts.push(`sorted by ${SORT_LABELS[s.sortBy]}${s.sortDir === 'desc' ? ' (descending)' : ''}`)
  return parts.join(' · ')
}
