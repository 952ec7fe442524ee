import { filtersFromSearch, hasFilters, rangeError, searchFromFilters, toExportQuery, toListRequest } from './audit-filters'

describe('toListRequest', () => {
  it('sends nothing but paging without filters; page is 0-based on the wire', () => {
    expect(toListRequest({}, 1)).toEqual({ page: 0, pageSize: 25 })
    expect(toListRequest({}, 3, 50)).toEqual({ page: 2, pageSize: 50 })
  })

  it('maps every filter and drops empty or invalid values', () => {
    expect(
      toListRequest({ personId: 12, personName: 'Ada Okafor', event: 'role_assigned', outcome: 'failure', from: '2026-01-01', to: '2026-01-31', q: '  ada ' }, 1),
    ).toEqual({ personId: 12, event: 'role_assigned', outcome: 'failure', from: '2026-01-01', to: '2026-01-31', q: 'ada', page: 0, pageSize: 25 })
    expect(toListRequest({ personId: 0, event: '', outcome: '', from: '2026-02-30', to: 'yesterday', q: '   ' }, 1)).toEqual({ page: 0, pageSize: 25 })
  })
})

describe('toExportQuery', () => {
  it('carries the same filters without paging', () => {
    expect(toExportQuery({ personId: 7, event: 'login', outcome: 'success', from: '2026-01-01', q: 'a&b' })).toBe('personId=7&event=login&outcome=success&from=2026-01-01&q=a%26b')
    expect(toExportQuery({})).toBe('')
  })
})

describe('rangeError', () => {
  it('allows one day and open ranges', () => {
    expect(rangeError({ from: '2026-01-05', to: '2026-01-05' })).toBeNull()
    expect(rangeError({ from: '2026-01-05' })).toBeNull()
    expect(rangeError({})).toBeNull()
  })

  it('refuses a reversed range and bad dates', () => {
    expect(rangeError({ from: '2026-02-01', to: '2026-01-31' })).toBe('The start date must be on or before the end date')
    expect(rangeError({ from: '2026-13-01' })).toBe('The start date is not a valid date')
  })
})

describe('URL round trip', () => {
  it('keeps filters and page in the search string', () => {
    const f = { personId: 12, personName: 'Ada Okafor', event: 'login', outcome: 'failure' as const, from: '2026-01-01', to: '2026-01-31', q: 'ada' }
    const sp = searchFromFilters(f, 3)
    expect(filtersFromSearch(sp)).toEqual({ filters: f, page: 3 })
  })

  it('ignores junk', () => {
    const { filters, page } = filtersFromSearch(new URLSearchParams('personId=abc&outcome=maybe&page=-2'))
    expect(filters.personId).toBeUndefined()
    expect(filters.outcome).toBe('')
    expect(page).toBe(1)
    expect(hasFilters(filters)).toBe(false)
  })
})
