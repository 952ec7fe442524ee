import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { sortRows, sortValue, useSortedRows, type SortColumn, type SortKind } from './sorting'

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

describe('useSortedRows', () => {
  type Row = { id: number; v: unknown }
  const cases: { kind: SortKind; values: unknown[]; asc: number[] }[] = [
    { kind: 'text', values: ['beta', 'Alpha', 'gamma'], asc: [2, 1, 3] },
    { kind: 'date', values: ['2025-05-04', '2024-12-31', '2025-01-01T10:00:00Z'], asc: [2, 3, 1] },
    { kind: 'month', values: ['March', 'January', 'December'], asc: [2, 1, 3] },
    { kind: 'month_year', values: ['Nov 2025', '2024-12', 'January 2025'], asc: [2, 3, 1] },
    { kind: 'daily', values: ['Wednesday', 'Sunday', 'Monday'], asc: [2, 3, 1] },
    { kind: 'number', values: ['1,200', 35, '400'], asc: [2, 3, 1] },
    { kind: 'array', values: [[1, 2], [], [3]], asc: [2, 3, 1] },
    { kind: 'weekly', values: ['2025-W10', 'Week 2, 2026', '2025-W02'], asc: [3, 1, 2] },
    { kind: 'quarterly', values: ['Q1 2026', '2025-Q4', 'Q2 2025'], asc: [3, 2, 1] },
  ]

  it.each(cases)('$kind: ascending, descending, then the order it came in', ({ kind, values, asc }) => {
    const rows: Row[] = values.map((v, i) => ({ id: i + 1, v }))
    const columns: SortColumn<Row, 'v'>[] = [{ key: 'v', kind, value: (r) => r.v }]
    const { result } = renderHook(() => useSortedRows(rows, columns))
    const ids = () => result.current.rows.map((r) => r.id)
    expect(ids()).toEqual([1, 2, 3])
    expect(result.current.header('v')).toMatchObject({ active: false })

    act(() => result.current.header('v').onSort())
    expect(ids()).toEqual(asc)
    expect(result.current.header('v')).toMatchObject({ active: true, dir: 'asc' })

    act(() => result.current.header('v').onSort())
    expect(ids()).toEqual([...asc].reverse())
    expect(result.current.header('v')).toMatchObject({ active: true, dir: 'desc' })

    act(() => result.current.header('v').onSort())
    expect(ids()).toEqual([1, 2, 3])
  })

  it('is stable: equal values keep their order in both directions, blanks stay last', () => {
    const rows: Row[] = [
      { id: 1, v: 2 },
      { id: 2, v: null },
      { id: 3, v: 1 },
      { id: 4, v: 2 },
      { id: 5, v: 1 },
    ]
    const { result } = renderHook(() => useSortedRows(rows, [{ key: 'v', kind: 'number', value: (r: Row) => r.v }]))
    act(() => result.current.header('v').onSort())
    expect(result.current.rows.map((r) => r.id)).toEqual([3, 5, 1, 4, 2])
    act(() => result.current.header('v').onSort())
    expect(result.current.rows.map((r) => r.id)).toEqual([1, 4, 3, 5, 2])
  })
})
