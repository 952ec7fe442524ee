import { describe, expect, it } from 'vitest'
import { emptyLead, leadFieldErrors, leadPayload, leadSchema, type LeadValues } from './lead'

/** The message each field shows (its first), null for a field that passes. */
function validateLead(v: LeadValues, withRole: boolean): Record<string, string | null> {
  const out: Record<string, string | null> = Object.fromEntries(Object.keys(v).map((k) => [k, null]))
  for (const i of [...(leadSchema(withRole).safeParse(v).error?.issues ?? [])].reverse()) out[i.path.join('.')] = i.message
  return out
}

describe('leadSchema (spec §5 proposal and brochure)', () => {
  it('every required field says so', () => {
    expect(validateLead(emptyLead, true)).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      email: 'This field is required',
      church_name: 'This field is required',
      phone_number: 'This field is required',
      church_website: null,
      role: 'This field is required',
      terms: 'This field is required',
    })
  })
  it('the proposal has no role', () => {
    expect(validateLead(emptyLead, false).role).toBeNull()
  })
  it('bad input', () => {
    const e = validateLead({ ...emptyLead, first_name: 'x'.repeat(101), email: 'nope', phone_number: '+1202', church_website: 'nope', role: 'Pastor', terms: true }, true)
    expect(e.first_name).toBe('Maximum 100 characters')
    expect(e.email).toBe('email is not valid')
    expect(e.phone_number).toBe('This number is invalid')
    expect(e.church_website).toBe('URL is not valid')
    expect(e.role).toBeNull()
    expect(e.terms).toBeNull()
  })
  it('payload is trimmed and has no terms', () => {
    expect(leadPayload({ ...emptyLead, first_name: ' Ada ', phone_number: '+12025550143', terms: true })).toEqual({
      first_name: 'Ada',
      last_name: '',
      email: '',
      church_name: '',
      phone_number: '+12025550143',
      church_website: '',
    })
  })
  it('server errors map to fields', () => {
    expect(leadFieldErrors({ email: ['email is not valid'], ip: ['x'] })).toEqual({ email: 'email is not valid' })
  })
})
