import { describe, expect, it } from 'vitest'
import { activeFilter, ageFilter, ageLabel, childPhotoPath, gradeLabel, parentsCount, photoProblem } from './format'

describe('child format', () => {
  it('reads ages', () => {
    expect(ageLabel(null)).toBe('—')
    expect(ageLabel(0)).toBe('Newborn')
    expect(ageLabel(1)).toBe('1 mo')
    expect(ageLabel(11)).toBe('11 mos')
    expect(ageLabel(12)).toBe('1 yr')
    expect(ageLabel(27)).toBe('2 yrs 3 mos')
    expect(ageLabel(13)).toBe('1 yr 1 mo')
  })
  it('reads grades', () => {
    expect(gradeLabel(-1)).toBe('Pre-K')
    expect(gradeLabel(0)).toBe('Kindergarten')
    expect(gradeLabel(5)).toBe('Grade 5')
    expect(gradeLabel(null)).toBe('—')
  })
  it('turns the years of the age filter into months', () => {
    expect(ageFilter('', '')).toEqual({})
    expect(ageFilter('3', '5')).toEqual({ minAgeMonths: 36, maxAgeMonths: 71 })
    expect(ageFilter('x', '20')).toEqual({ maxAgeMonths: 240 })
    expect(ageFilter('-1', '2.5')).toEqual({})
  })
  it('reads the active filter', () => {
    expect(activeFilter('')).toBeNull()
    expect(activeFilter('yes')).toBe(true)
    expect(activeFilter('no')).toBe(false)
  })
  it('checks photos', () => {
    expect(photoProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull()
    expect(photoProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Choose a JPEG, PNG or SVG image')
  })
  it('counts parents', () => {
    expect(parentsCount(1)).toBe('1 parent')
    expect(parentsCount(1200)).toBe('1,200 parents')
  })
  it("reads a child's photo through the children key", () => {
    expect(childPhotoPath('/api/people/photo/42?v=3')).toBe('/api/children/photo/42?v=3')
    expect(childPhotoPath('')).toBeNull()
  })
})
