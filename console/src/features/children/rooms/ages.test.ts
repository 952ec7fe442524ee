import { describe, expect, it } from 'vitest'
import { formatAge, gradeLabel, rangeSummary, splitMonths, toMonths } from './ages'

describe('classroom ranges', () => {
  it('formats ages in years and months', () => {
    expect(formatAge(6)).toBe('6 m')
    expect(formatAge(24)).toBe('2 y')
    expect(formatAge(30)).toBe('2 y 6 m')
  })
  it('names grades with Pre-K and K', () => {
    expect(gradeLabel(-1)).toBe('Pre-K')
    expect(gradeLabel(0)).toBe('K')
    expect(gradeLabel(5)).toBe('Grade 5')
  })
  it('summarises ranges', () => {
    expect(rangeSummary({ minAgeMonths: null, maxAgeMonths: null, minGrade: null, maxGrade: null })).toBe('Any age')
    expect(rangeSummary({ minAgeMonths: 24, maxAgeMonths: 59, minGrade: -1, maxGrade: 0 })).toBe('Ages 2 y – 4 y 11 m · Pre-K – K')
    expect(rangeSummary({ minAgeMonths: 36, maxAgeMonths: null, minGrade: null, maxGrade: 3 })).toBe('Ages 3 y and up · up to Grade 3')
  })
  it('converts years and months both ways', () => {
    expect(toMonths('', '')).toBeNull()
    expect(toMonths('2', '')).toBe(24)
    expect(toMonths('', '18')).toBe(18)
    expect(toMonths('1', '6')).toBe(18)
    expect(splitMonths(30)).toEqual({ years: '2', months: '6' })
    expect(splitMonths(null)).toEqual({ years: '', months: '' })
  })
})
