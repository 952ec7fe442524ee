import { describe, expect, it } from 'vitest'
import { guessField, initialMapping, mappingProblems, takenFields, type ImportField } from './import-mapping'

const FIELDS: ImportField[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'email', label: 'E-mail' },
  { name: 'mobile', label: 'Mobile' },
  { name: 'birthDate', label: 'Birth date' },
]

describe('import column mapping', () => {
  it('guesses from common headings', () => {
    expect(guessField('First Name', FIELDS)).toBe('firstName')
    expect(guessField('SURNAME', FIELDS)).toBe('lastName')
    expect(guessField('E-mail address', FIELDS)).toBe('email')
    expect(guessField('Cell phone', FIELDS)).toBe('mobile')
    expect(guessField('DOB', FIELDS)).toBe('birthDate')
    expect(guessField('Favourite hymn', FIELDS)).toBe('')
  })

  it('prefers the server suggestion and never maps a field twice', () => {
    const m = initialMapping(['Given', 'First Name', 'Phone', 'Mobile', 'Notes'], FIELDS, { Given: 'firstName', Notes: 'bogus' })
    expect(m).toEqual({ Given: 'firstName', 'First Name': '', Phone: 'mobile', Mobile: '', Notes: '' })
  })

  it('reports missing required fields and doubles in the server words', () => {
    expect(mappingProblems({ A: 'email', B: 'email' }, FIELDS)).toEqual(['Map a column to First name', 'Map a column to Last name', 'Two columns are mapped to e-mail'])
    expect(mappingProblems({ A: 'firstName', B: 'lastName', C: '' }, FIELDS)).toEqual([])
  })

  it('marks fields taken by other columns', () => {
    expect([...takenFields({ A: 'firstName', B: 'email', C: '' }, 'B')]).toEqual(['firstName'])
  })
})
