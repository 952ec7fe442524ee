import { describe, expect, it } from 'vitest'
import { changePercent, isoWeekMonday, monthLabel, periodLabel, presetRange } from './periods'

describe('periodLabel', () => {
  it('reads months, quarters, years and weeks', () => {
    expect(periodLabel('2026-03', 'month')).toBe('Mar 2026')
    expect(periodLabel('2026-03-01', 'month')).toBe('Mar 2026')
    expect(periodLabel('2026-Q1', 'quarter')).toBe('Q1 2026')
    expect(periodLabel('2026Q4', 'quarter')).toBe('Q4 2026')
    expect(periodLabel('2026-07-01', 'quarter')).toBe('Q3 2026')
    expect(periodLabel('2026', 'year')).toBe('2026')
    expect(periodLabel('2026-01-01', 'year')).toBe('2026')
    expect(periodLabel('2026-W01', 'week')).toBe('Week of Dec 29, 2025')
    expect(periodLabel('2026-02-02', 'week')).toBe('Week of Feb 2, 2026')
  })
  it('leaves what it cannot read as it is', () => {
    expect(periodLabel('soon', 'month')).toBe('soon')
    expect(periodLabel('soon', 'week')).toBe('soon')
    expect(monthLabel('2026-13')).toBe('2026-13')
  })
})

describe('isoWeekMonday', () => {
  it('puts week 1 on the week of the first Thursday', () => {
    expect(isoWeekMonday(2021, 1).toISOString().slice(0, 10)).toBe('2021-01-04')
    expect(isoWeekMonday(2020, 53).toISOString().slice(0, 10)).toBe('2020-12-28')
  })
})

describe('changePercent', () => {
  it('rounds to a whole percent and has no base for zero', () => {
    expect(changePercent(150, 100)).toBe(50)
    expect(changePercent(50, 100)).toBe(-50)
    expect(changePercent(10, 0)).toBeNull()
  })
})

describe('presetRange', () => {
  const now = new Date(2026, 2, 15)
  it('gives inclusive dates', () => {
    expect(presetRange('this-month', now)).toEqual({ from: '2026-03-01', to: '2026-03-15' })
    expect(presetRange('last-month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetRange('last-year', now)).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    expect(presetRange('last-12-months', now)).toEqual({ from: '2025-04-01', to: '2026-03-15' })
  })
})
