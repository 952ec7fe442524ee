import { describe, expect, it } from 'vitest'
import { emptyDetails, formFieldErrors, type DetailsValues } from './details'
import { detailsSchema } from './details-rules'

/** The message each field shows (its first), null for a field that passes. */
async function validateDetails(v: DetailsValues): Promise<Record<string, string | null>> {
  const r = await detailsSchema.safeParseAsync(v)
  const out: Record<string, string | null> = Object.fromEntries(Object.keys(v).map((k) => [k, null]))
  for (const i of [...(r.error?.issues ?? [])].reverse()) out[i.path.join('.')] = i.message
  return out
}

const good: DetailsValues = {
  church_name: 'Hope Chapel',
  church_short_name: 'hopechapel',
  church_website: 'hope.example.org',
  church_address: '1 Main St, Springfield',
  church_email: 'office@hope.example.org',
  church_phone_number: '+12025550143',
  admin_firstname: 'Ada',
  admin_lastname: 'Okafor',
  admin_email: 'ada@hope.example.org',
  admin_password: 'Secret#123',
  confirm_password: 'Secret#123',
  admin_phone_number: '+12025550144',
  terms: true,
}

describe('detailsSchema (spec §5)', () => {
  it('accepts a complete form, as typed', async () => {
    expect(Object.values(await validateDetails(good)).filter(Boolean)).toEqual([])
    expect(await detailsSchema.parseAsync(good)).toEqual(good)
  })
  it('gives the spec message for every empty required field', async () => {
    expect(await validateDetails(emptyDetails)).toEqual({
      church_name: 'This field is required',
      church_short_name: 'Must be 4 to 20 letters only',
      church_website: null,
      church_address: 'this field is required',
      church_email: 'This field is required',
      church_phone_number: 'This field is required',
      admin_firstname: 'This field is required',
      admin_lastname: 'This field is required',
      admin_email: 'This field is required',
      admin_password: 'This field is required',
      confirm_password: 'This field is required',
      admin_phone_number: 'This field is required',
      terms: 'This field is required',
    })
  })
  it('checks formats and lengths', async () => {
    const e = await validateDetails({
      ...good,
      church_name: 'x'.repeat(101),
      church_short_name: 'abc',
      church_website: 'not a url',
      church_email: 'office@',
      admin_email: 'ada.example.org',
      church_phone_number: '+1202555',
      confirm_password: 'Secret#124',
    })
    expect(e.church_name).toBe('Maximum 100 characters')
    expect(e.church_short_name).toBe('Must be 4 to 20 letters only')
    expect(e.church_website).toBe('URL is not valid')
    expect(e.church_email).toBe('email is not valid')
    expect(e.admin_email).toBe('email is not valid')
    expect(e.church_phone_number).toBe('This number is invalid')
    expect(e.confirm_password).toBe('Passwords do not match')
  })
  it('shows the mismatch beside the password’s own message', async () => {
    const e = await validateDetails({ ...good, admin_password: 'short', confirm_password: 'other' })
    expect(e.admin_password).toBe('Mininum 8 characters')
    expect(e.confirm_password).toBe('Passwords do not match')
  })
})

describe('formFieldErrors', () => {
  it('keeps the first message of the form fields only', () => {
    expect(formFieldErrors({ church_short_name: ['This short name is already taken', 'x'], code: ['Invalid or expired OTP'] })).toEqual({
      church_short_name: 'This short name is already taken',
    })
    expect(formFieldErrors(null)).toEqual({})
  })
})
