import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { email, password, pin, twoFactorCode } from './validation'
import { validatePhone } from './phone'
import { resetSchema, signInSchema, signUpSchema } from './schemas'
import { sanitizePin, signInBody } from './sign-in'

/** The message a schema shows first for `value` (the form shows one per field), or null. */
async function first(schema: z.ZodType, value: unknown, path = ''): Promise<string | null> {
  const r = await schema.safeParseAsync(value)
  if (r.success) return null
  return r.error.issues.find((i) => i.path.join('.') === path)?.message ?? null
}

describe('sign-in identifiers', () => {
  it('validates email with the spec messages', async () => {
    expect(await first(email, '')).toBe('this field is required')
    expect(await first(email, '   ')).toBe('this field is required')
    expect(await first(email, 'ada@')).toBe('email is not valid')
    expect(await first(email, 'ada@grace.church')).toBeNull()
    expect(email.parse('  ada@grace.church ')).toBe('ada@grace.church')
  })
  it('validates phone numbers with the spec messages', () => {
    expect(validatePhone(undefined)).toBe('This field is required')
    expect(validatePhone('+1202')).toBe('Number is not valid')
    expect(validatePhone('+12025550123')).toBeNull()
    // Sign-in accepts any possible number; the server knows whether it exists.
    expect(validatePhone('+15555550123', 'valid')).toBe('Number is not valid')
    expect(validatePhone('+15555550123', 'possible')).toBeNull()
  })
})

describe('sign-in schema', () => {
  const base = { email: '', phone: undefined, password: '', pin: '' }
  it('checks only the chosen way', async () => {
    expect(await first(signInSchema, { ...base, kind: 'email' }, 'email')).toBe('this field is required')
    expect(await first(signInSchema, { ...base, kind: 'email', email: 'ada@' }, 'email')).toBe('email is not valid')
    expect(await first(signInSchema, { ...base, kind: 'phone' }, 'phone')).toBe('This field is required')
    expect(await first(signInSchema, { ...base, kind: 'phone', phone: '+1202' }, 'phone')).toBe('Number is not valid')
    expect(await first(signInSchema, { ...base, kind: 'pin', phone: '+15555550123' }, 'pin')).toBe('Pin must be four digits')
    expect(await first(signInSchema, { ...base, kind: 'pin', phone: '+15555550123', pin: '12' }, 'pin')).toBe('Pin must not be less than 4 numbers')
    // The password is the server's to judge; an email sign-in ignores a half-typed phone.
    expect((await signInSchema.safeParseAsync({ ...base, kind: 'email', email: 'ada@grace.church', phone: '+1' })).success).toBe(true)
  })
  it('sends each way as the login call takes it', async () => {
    const parse = (v: object) => signInSchema.parseAsync({ ...base, ...v })
    expect(signInBody(await parse({ kind: 'email', email: ' ada@grace.church ', password: 'pw' }), 7)).toEqual({ orgId: 7, emailOrPhone: 'ada@grace.church', password: 'pw' })
    expect(signInBody(await parse({ kind: 'phone', phone: '+15555550123', password: 'pw' }), 7)).toEqual({ orgId: 7, emailOrPhone: '+15555550123', password: 'pw' })
    expect(signInBody(await parse({ kind: 'pin', phone: '+15555550123', pin: '0042', password: 'pw' }), 7)).toEqual({ orgId: 7, mobile: '+15555550123', pin: '0042' })
  })
})

describe('password rules (spec §5)', () => {
  it.each([
    ['', 'This field is required'],
    ['Ab1!', 'Mininum 8 characters'],
    ['Ab1!' + 'x'.repeat(29), 'Maximum 32 characters'],
    ['Abcdefg1', 'Must contain at least one special character'],
    ['Abcdefg&1', 'Must contain at least one special character'],
    ['Abcdefg!', 'Must contain at least one number'],
    ['abcdefg1!', 'Must contain at least one uppercase character'],
    ['ABCDEFG1!', 'Must contain at least one lowercase character'],
  ])('%j → %s', async (pw, msg) => {
    expect(await first(password, pw)).toBe(msg)
  })
  it('accepts 8 and 32 characters with every class', async () => {
    expect(await first(password, 'Passw0rd!')).toBeNull()
    expect(await first(password, 'Aa1@' + 'x'.repeat(28))).toBeNull()
    for (const c of '@#$%!') expect(await first(password, `Passw0rd${c}`)).toBeNull()
  })
  it('requires a matching confirmation, shown with the password’s own message', async () => {
    const reset = resetSchema(false)
    expect(await first(reset, { value: 'Passw0rd!', confirm: 'Passw0rd?' }, 'confirm')).toBe('Password do not Match')
    expect(await first(reset, { value: 'short', confirm: 'other' }, 'confirm')).toBe('Password do not Match')
    expect(await first(reset, { value: 'short', confirm: 'other' }, 'value')).toBe('Mininum 8 characters')
    expect(await first(reset, { value: 'Passw0rd!', confirm: '' }, 'confirm')).toBe('This field is required')
    expect(await first(reset, { value: 'Passw0rd!', confirm: 'Passw0rd!' }, 'confirm')).toBeNull()
  })
})

describe('pin rules (spec §5)', () => {
  it('strips non-digits and keeps four', () => {
    expect(sanitizePin('1a2-3 4 5')).toBe('1234')
  })
  it('validates with the spec messages', async () => {
    expect(await first(pin, '')).toBe('Pin must be four digits')
    expect(await first(pin, '12a4')).toBe('Pin must be a number')
    expect(await first(pin, '123')).toBe('Pin must not be less than 4 numbers')
    expect(await first(pin, '12345')).toBe('Pin must be four digits')
    expect(await first(pin, '0042')).toBeNull()
  })
  it('requires a matching confirmation', async () => {
    const reset = resetSchema(true)
    expect(await first(reset, { value: '1234', confirm: '' }, 'confirm')).toBe('Pin must be four digits')
    expect(await first(reset, { value: '1234', confirm: '1243' }, 'confirm')).toBe('Pin do not Match')
    expect(await first(reset, { value: '1234', confirm: '1234' }, 'confirm')).toBeNull()
  })
})

describe('sign-up schema', () => {
  const ok = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@grace.church', mobile: '+12025550123', password: 'Passw0rd!', password2: 'Passw0rd!', agreement: true }
  it('gives the sign-up body, trimmed', async () => {
    expect(await signUpSchema.parseAsync(ok)).toEqual({ ...ok, firstName: 'Ada' })
  })
  it('shows each field’s message', async () => {
    const bad = { firstName: ' ', lastName: '', email: 'x', mobile: undefined, password: 'a', password2: 'b', agreement: false }
    const r = await signUpSchema.safeParseAsync(bad)
    expect(Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse())).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'email is not valid',
      mobile: 'This field is required',
      password: 'Mininum 8 characters',
      password2: 'Password do not Match',
      agreement: 'This field is required',
    })
  })
})

describe('2FA code', () => {
  it('has 6 characters', async () => {
    expect(await first(twoFactorCode, '12345')).toBe('Enter the 6-character code')
    expect(await first(twoFactorCode, 'AB12CD')).toBeNull()
  })
})
