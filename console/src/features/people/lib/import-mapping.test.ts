import { describe, expect, it } from 'vitest'
import { allMessages, guessField, initialMapping, mappingProblems, mappingSchema, type ImportField } from './import-mapping'

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
})

describe('mappingSchema (page 1 form)', () => {
  const fields = [
    { name: 'firstName', label: 'First name', required: true },
    { name: 'lastName', label: 'Last name', required: true },
    { name: 'email', label: 'Email' },
  ]
  it('lists every problem on the mapping, in the server words', () => {
    const r = mappingSchema(fields).safeParse({ mapping: { A: 'email', B: 'email', C: 'firstName' }, dateFormat: 'YYYY-MM-DD' })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mapping', 'Map a column to Last name'],
      ['mapping', 'Two columns are mapped to email'],
    ])
  })
  it('passes a complete mapping and a known date format through', () => {
    const v = { mapping: { A: 'firstName', B: 'lastName', C: '' }, dateFormat: 'DD/MM/YYYY' }
    expect(mappingSchema(fields).parse(v)).toEqual(v)
    expect(mappingSchema(fields).safeParse({ ...v, dateFormat: 'D.M.Y' }).success).toBe(false)
  })
  it('allMessages reads one message or all of them', () => {
    expect(allMessages(undefined)).toEqual([])
    expect(allMessages({ type: 'custom', message: 'One' })).toEqual(['One'])
    expect(allMessages({ type: 'custom', message: 'One', types: { custom: ['One', 'Two'] } })).toEqual(['One', 'Two'])
  })
})
