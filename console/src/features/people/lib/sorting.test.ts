import { describe, expect, it } from 'vitest'
import { sortRows, sortValue } from './sorting'

const by = <T,>(rows: T[], kind: Parameters<typeof sortRows>[1], dir: 'asc' | 'desc' = 'asc') => sortRows(rows, kind, (r) => r, dir)

describe('sorting kinds of spec §9', () => {
  it('date', () => expect(by(['2025-05-04', '2024-12-31', null, '2025-01-01'], 'date')).toEqual(['2024-12-31', '2025-01-01', '2025-05-04', null]))
  it('month (names or numbers)', () => expect(by(['March', 'jan', 'December', '2'], 'month')).toEqual(['jan', '2', 'March', 'December']))
  it('month_year', () => expect(by(['Nov 2025', '2024-12', 'January 2025'], 'month_year')).toEqual(['2024-12', 'January 2025', 'Nov 2025']))
  it('daily (days of the week)', () => expect(by(['Wednesday', 'sunday', 'Mon'], 'daily')).toEqual(['sunday', 'Mon', 'Wednesday']))
  it('number (with separators), descending', () => expect(by(['1,200', '35', 400, 'x'], 'number', 'desc')).toEqual(['1,200', 400, '35', 'x']))
  it('array (by length)', () => expect(by([[1, 2], [], [3]], 'array')).toEqual([[], [3], [1, 2]]))
  it('weekly', () => expect(by(['2025-W10', 'Week 2, 2026', '2025-W02'], 'weekly')).toEqual(['2025-W02', '2025-W10', 'Week 2, 2026']))
  it('quarterly', () => expect(by(['Q1 2026', '2025-Q4', 'Q2 2025'], 'quarterly')).toEqual(['Q2 2025', '2025-Q4', 'Q1 2026']))
  it('unknown values sort last whatever the direction', () => expect(sortValue('number', '')).toBeNull())
})
