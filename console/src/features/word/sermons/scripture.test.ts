import { describe, expect, it } from 'vitest'
import { BIBLE_BOOKS, dayLabel, formatRefs, isDate, unrecognisedPart } from './scripture'

describe('scripture', () => {
  it('lists the 66 books once each', () => {
    expect(BIBLE_BOOKS).toHaveLength(66)
    expect(new Set(BIBLE_BOOKS).size).toBe(66)
    expect(BIBLE_BOOKS[0]).toBe('Genesis')
    expect(BIBLE_BOOKS[42]).toBe('John')
    expect(BIBLE_BOOKS[65]).toBe('Revelation')
  })

  it("writes the server's references back out", () => {
    expect(formatRefs([{ book: 'John', chapter: 3, verses: '16-21' }, { book: 'Romans', chapter: 8, verses: '' }, { book: 'Jude', chapter: null }])).toBe('John 3:16-21; Romans 8; Jude')
    expect(formatRefs([])).toBe('')
  })

  it("finds the part the server could not read", () => {
    expect(unrecognisedPart('Scripture reference not recognised: Hezekiah 4')).toBe('Hezekiah 4')
    expect(unrecognisedPart('Enter the sermon\'s title')).toBeUndefined()
  })

  it('reads dates as calendar days', () => {
    expect(isDate('2026-11-29')).toBe(true)
    expect(isDate('2026-02-29')).toBe(false)
    expect(isDate('29/11/2026')).toBe(false)
    expect(dayLabel('2026-11-29')).toBe('Sun Nov 29, 2026')
    expect(dayLabel(null)).toBe('')
  })
})
