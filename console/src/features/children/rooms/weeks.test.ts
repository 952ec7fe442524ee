import { describe, expect, it } from 'vitest'
import { dayMonth, daysBefore } from './weeks'

describe('weeks', () => {
  it('labels a Sunday', () => expect(dayMonth('2026-11-22')).toBe('22 Nov'))
  it('counts days back across months and years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28')
    expect(daysBefore('2026-01-03', 7)).toBe('2025-12-27')
  })
})
