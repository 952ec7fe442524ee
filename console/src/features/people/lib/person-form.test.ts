import { describe, expect, it } from 'vitest'
import { EMPTY_PERSON_FORM, PF, changedFields, toPersonInput, validatePersonForm } from './person-form'

const base = { ...EMPTY_PERSON_FORM, firstName: 'Ada', lastName: 'Okafor' }
const today = new Date(2026, 10, 22)

describe('person form', () => {
  it('needs first and last names', () => {
    expect(validatePersonForm(EMPTY_PERSON_FORM, today)).toMatchObject({ firstName: PF.firstName, lastName: PF.lastName })
    expect(validatePersonForm(base, today)).toEqual({})
  })

  it('checks e-mail, phone and dates with the server wording', () => {
    const e = validatePersonForm({ ...base, email: 'bob@', mobile: '+1202', birthDate: '2027-01-01', weddingDate: '1990-01-01' }, today)
    expect(e.email).toBe('email is not valid')
    expect(e.mobile).toBe('Number is not valid')
    expect(e.birthDate).toBe('Birth date cannot be in the future')
    expect(validatePersonForm({ ...base, birthDate: '1990-02-30' }, today).birthDate).toBe('Birth date must be a date like 1990-12-31')
    expect(validatePersonForm({ ...base, birthDate: '1995-01-01', weddingDate: '1990-01-01' }, today).weddingDate).toBe(PF.weddingBeforeBirth)
  })

  it('accepts a valid international mobile', () => expect(validatePersonForm({ ...base, mobile: '+12025550143' }, today)).toEqual({}))

  it('maps to the add body: trimmed, empty dates and ids as null', () => {
    const input = toPersonInput({ ...base, firstName: ' Ada ', membershipTypeId: '3', birthDate: '' })
    expect(input).toMatchObject({ firstName: 'Ada', membershipTypeId: 3, birthDate: null, titleId: null, mobile: '' })
  })

  it('update sends only the changed fields', () => {
    expect(changedFields(base, { ...base, email: 'ada@example.org', lastName: 'Okafor ' })).toEqual({ email: 'ada@example.org' })
    expect(changedFields({ ...base, birthDate: '1990-01-01' }, base)).toEqual({ birthDate: null })
  })
})
