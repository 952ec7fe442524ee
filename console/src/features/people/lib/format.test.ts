import { describe, expect, it } from 'vitest'
import { addDays, ageOn, formatCount, formatDate, formatDateTime, formatMoney, isoDay, isoWeek, isoWeekStart, parseDate } from './format'

describe('formatMoney (spec §9: two decimals, thousands separators)', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-42.1, '-42.10'],
    ['2500', '2,500.00'],
    [Number.NaN, '0.00'],
    [null, '0.00'],
  ])('%s → %s', (v, want) => expect(formatMoney(v as number)).toBe(want))

  it('puts the currency in front when given', () => expect(formatMoney(10, 'USD')).toBe('USD 10.00'))
})

describe('formatDateTime (spec §9: ddd MMM D, YYYY, h:mm A)', () => {
  it('formats the spec example', () => expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('Sun Nov 22, 2026, 2:05 PM'))
  it('uses 12 for midnight and noon', () => {
    expect(formatDateTime(new Date(2025, 0, 1, 0, 0))).toBe('Wed Jan 1, 2025, 12:00 AM')
    expect(formatDateTime(new Date(2025, 0, 1, 12, 30))).toBe('Wed Jan 1, 2025, 12:30 PM')
  })
  it('accepts RFC 3339 strings', () => {
    const d = new Date('2026-11-22T14:05:00Z')
    expect(formatDateTime('2026-11-22T14:05:00Z')).toBe(formatDateTime(d))
  })
  it('is empty for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
})

describe('calendar days', () => {
  it('reads YYYY-MM-DD as a local day, never shifted by the time zone', () => {
    const d = parseDate('1980-04-02')!
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([1980, 3, 2])
    expect(formatDate('1980-04-02')).toBe('Wed Apr 2, 1980')
  })
  it('isoDay is the inverse', () => expect(isoDay(parseDate('2024-02-29')!)).toBe('2024-02-29'))
  it('computes ages on birthdays', () => {
    expect(ageOn('2000-06-15', new Date(2025, 5, 14))).toBe(24)
    expect(ageOn('2000-06-15', new Date(2025, 5, 15))).toBe(25)
    expect(ageOn(null)).toBeNull()
  })
})

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01', 2026, 1],
    ['2025-12-29', 2026, 1],
    ['2021-01-03', 2020, 53],
    ['2025-05-04', 2025, 18],
  ])('%s is week %i-%i', (day, year, week) => expect(isoWeek(parseDate(day)!)).toEqual({ year, week }))
  it('finds the Monday of a week', () => {
    expect(isoDay(isoWeekStart(2026, 1))).toBe('2025-12-29')
    expect(isoDay(isoWeekStart(2020, 53))).toBe('2020-12-28')
    expect(isoDay(addDays(isoWeekStart(2025, 18), 6))).toBe('2025-05-04')
  })
})

describe('text', () => {
  it('counts with separators', () => expect(formatCount(12345)).toBe('12,345'))
})
