import { describe, expect, it } from 'vitest'
import { activeFilters, EMPTY_FILTER, filterFromParams, filterToParams, rangeError, sermonsBody, withFilter } from './filters'

describe('sermon filters', () => {
  it('round-trips through the query string, keeping other parameters', () => {
    const f = { ...EMPTY_FILTER, page: 3, search: 'grace', speakerId: '4', book: '1 John', from: '2026-01-01', status: 'published' as const }
    const params = filterToParams(f, new URLSearchParams('sermon=12&page=9'))
    expect(params.get('sermon')).toBe('12')
    expect(params.get('page')).toBe('3')
    expect(filterFromParams(params)).toEqual(f)
  })

  it('leaves defaults out of the query string', () => {
    expect(filterToParams(EMPTY_FILTER).toString()).toBe('')
  })

  it('ignores nonsense in the query string', () => {
    expect(filterFromParams(new URLSearchParams('page=-2&speakerId=abc&from=2026-02-30&status=gone'))).toEqual(EMPTY_FILTER)
  })

  it('sends a 0-based page and only the filters that are set', () => {
    expect(sermonsBody({ ...EMPTY_FILTER, page: 1 }, 20)).toEqual({ page: 0, pageSize: 20, search: '' })
    expect(sermonsBody({ ...EMPTY_FILTER, page: 2, search: ' hope ', seriesId: '7', groupId: '2', to: '2026-03-01', status: 'draft' }, 20)).toEqual({
      page: 1,
      pageSize: 20,
      search: 'hope',
      seriesId: 7,
      groupId: 2,
      to: '2026-03-01',
      status: 'draft',
    })
  })

  it('drops a date range the server would refuse', () => {
    expect(sermonsBody({ ...EMPTY_FILTER, from: '2026-05-01', to: '2026-04-01' }, 20)).toEqual({ page: 0, pageSize: 20, search: '' })
  })

  it('checks a date range', () => {
    expect(rangeError('', '')).toBeUndefined()
    expect(rangeError('2026-01-01', '2026-01-01')).toBeUndefined()
    expect(rangeError('2026-1-1', '')).toBe('Enter the date as YYYY-MM-DD')
    expect(rangeError('2026-02-01', '2026-01-01')).toBe('The start date must not be after the end date')
  })

  it('starts again at page 1 when a filter changes, and counts the filters', () => {
    const f = withFilter({ ...EMPTY_FILTER, page: 4 }, { book: 'John', status: 'draft' })
    expect(f.page).toBe(1)
    expect(activeFilters(f)).toBe(2)
    expect(activeFilters({ ...f, search: 'x' })).toBe(2)
  })
})
