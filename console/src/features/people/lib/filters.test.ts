import { describe, expect, it } from 'vitest'
import { DEFAULT_LISTING, activeFilterCount, describeListing, fromSavedFilters, listingToParams, parseListing, sameListing, toFilterRequest, toListRequest, toggleSort, withChange } from './filters'

describe('listing URL ↔ state', () => {
  it('a bare URL is the default listing', () => expect(parseListing(new URLSearchParams())).toEqual(DEFAULT_LISTING))

  it('round-trips every filter', () => {
    const s = { ...DEFAULT_LISTING, q: 'ada', membershipTypeId: 2, groupId: 3, serviceUnitId: 4, gender: 'female' as const, ageBand: '30-49' as const, status: 'all' as const, sortBy: 'age' as const, sortDir: 'desc' as const, page: 3 }
    expect(parseListing(listingToParams(s))).toEqual(s)
  })

  it('writes nothing for defaults', () => expect(listingToParams(DEFAULT_LISTING).toString()).toBe(''))

  it('ignores malformed values', () => {
    const s = parseListing(new URLSearchParams('membershipTypeId=abc&groupId=-1&gender=x&ageBand=99&status=gone&sortBy=password&page=0'))
    expect(s).toEqual(DEFAULT_LISTING)
  })
})

describe('filters → POST /api/people/list body', () => {
  it('sends only what is set, with a 0-based page', () => {
    expect(toListRequest(DEFAULT_LISTING)).toEqual({ status: 'active', sortBy: 'name', sortDir: 'asc', page: 0 })
  })

  it('maps every filter and trims the search', () => {
    const s = { ...DEFAULT_LISTING, q: '  john   smith ', membershipTypeId: 1, groupId: 3, serviceUnitId: 2, gender: 'unknown' as const, ageBand: '65+' as const, status: 'inactive' as const, page: 2 }
    expect(toListRequest(s, 50)).toEqual({ q: 'john smith', membershipTypeId: 1, groupId: 3, serviceUnitId: 2, gender: 'unknown', ageBand: '65+', status: 'inactive', sortBy: 'name', sortDir: 'asc', page: 1, pageSize: 50 })
  })

  it('the export selection is the same without paging', () => {
    const s = { ...DEFAULT_LISTING, groupId: 3, page: 4 }
    expect(toFilterRequest(s)).toEqual({ groupId: 3, status: 'active', sortBy: 'name', sortDir: 'asc' })
  })
})

describe('listing changes', () => {
  it('a new filter goes back to page 1; paging keeps the filters', () => {
    const s = { ...DEFAULT_LISTING, page: 5, groupId: 2 }
    expect(withChange(s, { gender: 'male' }).page).toBe(1)
    expect(withChange(s, { page: 6 })).toEqual({ ...s, page: 6 })
  })

  it('clicking a heading sorts ascending, again flips', () => {
    const a = toggleSort(DEFAULT_LISTING, 'email')
    expect([a.sortBy, a.sortDir]).toEqual(['email', 'asc'])
    const b = toggleSort(a, 'email')
    expect([b.sortBy, b.sortDir]).toEqual(['email', 'desc'])
  })

  it('counts active filters (status only when not the default)', () => {
    expect(activeFilterCount(DEFAULT_LISTING)).toBe(0)
    expect(activeFilterCount({ ...DEFAULT_LISTING, q: 'x' })).toBe(0)
    expect(activeFilterCount({ ...DEFAULT_LISTING, groupId: 1, status: 'all' })).toBe(2)
  })
})

describe('saved lists', () => {
  it('opens a saved list as a listing on its first page, ignoring what it does not know', () => {
    const s = fromSavedFilters({ q: 'zoe', gender: 'female', ageBand: '18-29', status: 'all', sortBy: 'birthDate', sortDir: 'desc', shoeSize: 9 })
    expect(s).toEqual({ ...DEFAULT_LISTING, q: 'zoe', gender: 'female', ageBand: '18-29', status: 'all', sortBy: 'birthDate', sortDir: 'desc' })
    expect(fromSavedFilters({})).toEqual(DEFAULT_LISTING)
  })
  it('round-trips what the save sends', () => {
    const s = { ...DEFAULT_LISTING, q: 'ann lee', groupId: 4, page: 3 }
    expect(sameListing(fromSavedFilters(toFilterRequest(s)), s)).toBe(true)
  })
  it('matches the current view whatever the page and the spacing of the search', () => {
    const a = { ...DEFAULT_LISTING, q: ' ann   lee ', page: 4 }
    expect(sameListing(a, { ...DEFAULT_LISTING, q: 'ann lee' })).toBe(true)
    expect(sameListing(a, { ...DEFAULT_LISTING, q: 'ann lee', gender: 'male' })).toBe(false)
  })
  it('describes the filters in words', () => {
    expect(describeListing(DEFAULT_LISTING)).toBe('active · sorted by name')
    expect(describeListing({ ...DEFAULT_LISTING, q: 'zoe', gender: 'female', ageBand: '18-29', status: 'all', sortBy: 'createdAt', sortDir: 'desc' })).toBe(
      'search “zoe” · female · aged 18-29 · active and inactive · sorted by date added (descending)',
    )
  })
})

describe('custom field filter', () => {
  it('goes to the URL and the request only with a value', () => {
    const s = { ...DEFAULT_LISTING, customFieldId: 3, customValue: ' M ' }
    expect(listingToParams(s).toString()).toBe('customFieldId=3&customValue=M')
    expect(toListRequest(s)).toMatchObject({ customFieldId: 3, customValue: 'M' })
    expect(activeFilterCount(s)).toBe(1)
    const empty = { ...DEFAULT_LISTING, customFieldId: 3, customValue: '' }
    expect(listingToParams(empty).toString()).toBe('customFieldId=3')
    expect(toListRequest(empty).customFieldId).toBeUndefined()
    expect(parseListing(new URLSearchParams('customFieldId=3&customValue=true'))).toMatchObject({ customFieldId: 3, customValue: 'true' })
  })
})
