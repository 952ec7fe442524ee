import { describe, expect, it } from 'vitest'
import type { CustomField } from '../api/custom-fields'
import { firstErrors } from '../test/errors'
import { EMPTY_PERSON_FORM, PF, changedFields, personFormSchema, toAddBody, toPersonInput, type PersonFormValues } from './person-form'

const base = { ...EMPTY_PERSON_FORM, firstName: 'Ada', lastName: 'Okafor' }
const today = new Date(2026, 10, 22)

const errors = (v: PersonFormValues, fields: CustomField[] = []) => firstErrors(personFormSchema(fields, today), v)

describe('person form schema', () => {
  it('needs first and last names, at most 100 characters', () => {
    expect(errors(EMPTY_PERSON_FORM)).toEqual({ firstName: PF.firstName, lastName: PF.lastName })
    expect(errors({ ...base, firstName: '   ' })).toEqual({ firstName: PF.firstName })
    expect(errors({ ...base, lastName: 'x'.repeat(101), city: 'y'.repeat(101) })).toEqual({ lastName: PF.tooLong, city: PF.tooLong })
    expect(errors(base)).toEqual({})
  })

  it('checks e-mail, phone and dates with the server wording', () => {
    const e = errors({ ...base, email: 'bob@', mobile: '+1202', birthDate: '2027-01-01', weddingDate: '1990-01-01' })
    expect(e.email).toBe('email is not valid')
    expect(e.mobile).toBe('Number is not valid')
    expect(e.birthDate).toBe('Birth date cannot be in the future')
    expect(errors({ ...base, birthDate: '1990-02-30' }).birthDate).toBe('Birth date must be a date like 1990-12-31')
    expect(errors({ ...base, birthDate: '1995-01-01', weddingDate: '1990-01-01' }).weddingDate).toBe(PF.weddingBeforeBirth)
    expect(errors({ ...base, weddingDate: '2027-01-01', birthDate: '1995-01-01' }).weddingDate).toBe(PF.weddingFuture)
    expect(errors({ ...base, joinDate: '2024-13-01' }).joinDate).toBe('Join date must be a date like 2024-01-07')
    expect(errors({ ...base, envelopeId: 'A 1' }).envelopeId).toBe(PF.envelope)
    expect(errors({ ...base, email: ' ada@example.org ' })).toEqual({})
  })

  it('accepts a valid international mobile', () => expect(errors({ ...base, mobile: '+12025550143' })).toEqual({}))

  it("checks the church's own fields by kind", () => {
    const f = (id: number, kind: CustomField['kind'], name: string, options: string[] = []) => ({ id, kind, name, options }) as unknown as CustomField
    const fields = [f(1, 'number', 'Pledge'), f(2, 'select', 'Ministry', ['Choir']), f(3, 'date', 'Baptised')]
    expect(errors({ ...base, custom: { '1': 'ten', '2': 'Choir', '3': '' } }, fields)).toEqual({ 'custom.1': 'Pledge must be a number' })
    expect(errors({ ...base, custom: { '2': 'Band', '3': '2020-02-31x' } }, fields)).toEqual({ 'custom.2': 'Ministry must be one of its choices', 'custom.3': 'Baptised must be a date like 1990-12-31' })
  })

  it('maps to the add body: trimmed, empty dates and ids as null, no household', () => {
    const input = toPersonInput({ ...base, firstName: ' Ada ', membershipTypeId: '3', birthDate: '' })
    expect(input).toMatchObject({ firstName: 'Ada', membershipTypeId: 3, birthDate: null, titleId: null, mobile: '' })
    expect(toAddBody({ ...base, createLogin: true })).toMatchObject({ householdId: null, relationship: 'other', createLogin: true, password: '' })
  })

  it('update sends only the changed fields', () => {
    expect(changedFields(base, { ...base, email: 'ada@example.org', lastName: 'Okafor ' })).toEqual({ email: 'ada@example.org' })
    expect(changedFields({ ...base, birthDate: '1990-01-01' }, base)).toEqual({ birthDate: null })
  })
})
