import { describe, expect, it } from 'vitest'
import {
  sanitizePin,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  validatePin,
  validatePinConfirm,
  validateTwoFactorCode,
} from './validation'
import { validatePhone } from './phone'

describe('sign-in identifiers', () => {
  it('validates email with the spec messages', () => {
    expect(validateEmail('')).toBe('this field is required')
    expect(validateEmail('ada@')).toBe('email is not valid')
    expect(validateEmail('ada@grace.church')).toBeNull()
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
  ])('%j → %s', (pw, msg) => {
    expect(validatePassword(pw)).toBe(msg)
  })
  it('accepts 8 and 32 characters with every class', () => {
    expect(validatePassword('Passw0rd!')).toBeNull()
    expect(validatePassword('Aa1@' + 'x'.repeat(28))).toBeNull()
    for (const c of '@#$%!') expect(validatePassword(`Passw0rd${c}`)).toBeNull()
  })
  it('requires a matching confirmation', () => {
    expect(validatePasswordConfirm('Passw0rd!', 'Passw0rd?')).toBe('Password do not Match')
    expect(validatePasswordConfirm('Passw0rd!', 'Passw0rd!')).toBeNull()
  })
})

describe('pin rules (spec §5)', () => {
  it('strips non-digits and keeps four', () => {
    expect(sanitizePin('1a2-3 4 5')).toBe('1234')
  })
  it('validates with the spec messages', () => {
    expect(validatePin('')).toBe('Pin must be four digits')
    expect(validatePin('12a4')).toBe('Pin must be a number')
    expect(validatePin('123')).toBe('Pin must not be less than 4 numbers')
    expect(validatePin('12345')).toBe('Pin must be four digits')
    expect(validatePin('0042')).toBeNull()
  })
  it('requires a matching confirmation', () => {
    expect(validatePinConfirm('1234', '1243')).toBe('Pin do not Match')
    expect(validatePinConfirm('1234', '1234')).toBeNull()
  })
})

describe('2FA code', () => {
  it('has 6 characters', () => {
    expect(validateTwoFactorCode('12345')).not.toBeNull()
    expect(validateTwoFactorCode('AB12CD')).toBeNull()
  })
})
