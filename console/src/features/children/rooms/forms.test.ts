import { describe, expect, it } from 'vitest'
import { bodyOf, classroomSchema, formOf } from './ClassroomModal'
import { settingsSchema } from './SettingsPage'
import { checkText } from './checks'

const blank = formOf(null, 7)
const problems = (v: Partial<typeof blank>) => {
  const r = classroomSchema.safeParse({ ...blank, name: 'Lions', ...v })
  return r.success ? [] : r.error.issues.map((i) => i.message)
}

describe('the classroom form', () => {
  it('starts in the given category, active, with no limits', () => {
    expect(blank).toMatchObject({ categoryId: '7', capacity: '0', ratio: '0', active: true, minYears: '' })
  })
  it('sends months from years and months, -1 for Pre-K, null for blanks', () => {
    const v = { ...blank, name: ' Lions ', minYears: '2', minMonths: '6', maxYears: '4', maxMonths: '11', minGrade: '-1', maxGrade: '0', capacity: '2', ratio: '5' }
    expect(bodyOf(v)).toEqual({ name: 'Lions', categoryId: 7, minAgeMonths: 30, maxAgeMonths: 59, minGrade: -1, maxGrade: 0, capacity: 2, ratio: 5 })
    expect(bodyOf({ ...blank, name: 'Any', categoryId: '' })).toMatchObject({ categoryId: null, minAgeMonths: null, maxAgeMonths: null, minGrade: null, maxGrade: null })
  })
  it('round-trips a classroom', () => {
    const room = { id: 3, categoryId: 7, categoryName: 'Pre', name: 'Cubs', minAgeMonths: 24, maxAgeMonths: 47, minGrade: null, maxGrade: null, capacity: 12, ratio: 5, position: 0, active: false, childCount: 0, teacherCount: 0 }
    expect(bodyOf(formOf(room, null))).toEqual({ name: 'Cubs', categoryId: 7, minAgeMonths: 24, maxAgeMonths: 47, minGrade: null, maxGrade: null, capacity: 12, ratio: 5 })
    expect(formOf(room, null).active).toBe(false)
  })
  it("checks the server's rules with its messages", () => {
    expect(problems({ name: ' ' })).toContain('Enter a classroom name')
    expect(problems({ minYears: '5', maxYears: '4' })).toContain('The youngest age must not be above the oldest')
    expect(problems({ minGrade: '3', maxGrade: '1' })).toContain('The lowest grade must not be above the highest')
    expect(problems({ capacity: '1001' })).toContain('Capacity is 0 (no limit) to 1,000')
    expect(problems({ ratio: '101' })).toContain('Ratio is 0 (none) to 100 children per adult')
    expect(problems({ maxYears: '21' })).toContain('Ages are 0 to 240 months')
    expect(problems({ capacity: '2', minYears: '3', maxYears: '4', maxMonths: '11' })).toEqual([])
  })
})

describe('the settings form', () => {
  it('takes 1 to 52 weeks and the two label sizes', () => {
    const ok = { labelSize: '62mm', checkoutCode: true, notSeenWeeks: '6', printAllergies: false }
    expect(settingsSchema.parse(ok)).toEqual({ ...ok, notSeenWeeks: 6 })
    for (const w of ['0', '53', '2.5', 'x']) expect(settingsSchema.safeParse({ ...ok, notSeenWeeks: w }).success).toBe(false)
    expect(settingsSchema.safeParse({ ...ok, labelSize: 'A4' }).success).toBe(false)
  })
})

describe('background check badges', () => {
  it('say the status and the expiry', () => {
    expect(checkText('valid', '2027-01-01')).toBe('Valid · expires 2027-01-01')
    expect(checkText('expired', '2026-01-01')).toBe('Expired · expired 2026-01-01')
    expect(checkText('valid', null)).toBe('Valid')
    expect(checkText('missing', null)).toBe('No check on file')
  })
})
