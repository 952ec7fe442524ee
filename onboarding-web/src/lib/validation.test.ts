import { describe, expect, it } from 'vitest'
import { isValidUrl, sanitizeShortName, V, validateEmail, validatePassword, validatePasswordConfirm, validatePhone, validateShortName, validateText, validateWebsite } from './validation'

describe('password (spec §5)', () => {
  it.each([
    ['', V.required],
    ['Ab1!', 'Mininum 8 characters'],
    ['Ab1!' + 'x'.repeat(29), 'Maximum 32 characters'],
    ['Abcdefg1', 'Must contain at least one special character'],
    ['Abcdefg!', 'Must contain at least one number'],
    ['abcdef1!', 'Must contain at least one uppercase character'],
    ['ABCDEF1!', 'Must contain at least one lowercase character'],
    ['Abcdef1!', null],
    ['Abcdef1#', null],
    ['Abcdef1@', null],
    ['Abcdef1$', null],
    ['Abcdef1%', null],
  ])('%j → %s', (pw, want) => {
    expect(validatePassword(pw)).toBe(want)
  })
  it('only @#$%! count as special characters', () => {
    expect(validatePassword('Abcdef1&')).toBe('Must contain at least one special character')
  })
  it('confirmation must match', () => {
    expect(validatePasswordConfirm('Abcdef1!', 'Abcdef1?')).toBe('Passwords do not match')
    expect(validatePasswordConfirm('Abcdef1!', 'Abcdef1!')).toBeNull()
  })
})

describe('short name', () => {
  it('strips non-letters while typing', () => {
    expect(sanitizeShortName('Hope Chapel 2!')).toBe('HopeChapel')
    expect(sanitizeShortName('é-ßgrace')).toBe('grace')
  })
  it('is 4 to 20 letters', () => {
    expect(validateShortName('abc')).toBe('Must be 4 to 20 letters only')
    expect(validateShortName('abcd')).toBeNull()
    expect(validateShortName('a'.repeat(20))).toBeNull()
    expect(validateShortName('a'.repeat(21))).toBe('Must be 4 to 20 letters only')
  })
})

describe('text, e-mail, website, phone', () => {
  it('text is required and at most 100 characters', () => {
    expect(validateText('  ')).toBe('This field is required')
    expect(validateText('', V.addressRequired)).toBe('this field is required')
    expect(validateText('x'.repeat(100))).toBeNull()
    expect(validateText('x'.repeat(101))).toBe('Maximum 100 characters')
  })
  it('e-mail', () => {
    expect(validateEmail('')).toBe('This field is required')
    expect(validateEmail('a@b')).toBe('email is not valid')
    expect(validateEmail('a b@c.org')).toBe('email is not valid')
    expect(validateEmail('a@b.org')).toBeNull()
    expect(validateEmail(`${'a'.repeat(95)}@b.org`)).toBe('Maximum 100 characters')
  })
  it('website is optional and a URL', () => {
    expect(validateWebsite('')).toBeNull()
    expect(validateWebsite('grace.org')).toBeNull()
    expect(validateWebsite('https://grace.org/about')).toBeNull()
    expect(validateWebsite('grace')).toBe('URL is not valid')
    expect(validateWebsite('ftp://grace.org')).toBe('URL is not valid')
    expect(validateWebsite('http://u:p@grace.org')).toBe('URL is not valid')
    expect(isValidUrl('grace..org')).toBe(false)
    expect(validateWebsite(`https://${'a'.repeat(100)}.org`)).toBe('Maximum 100 characters')
  })
  it('phone is required and a valid international number', () => {
    expect(validatePhone(undefined)).toBe('This field is required')
    expect(validatePhone('+1202555')).toBe('This number is invalid')
    expect(validatePhone('+12025550143')).toBeNull()
    expect(validatePhone('+447911123456')).toBeNull()
  })
})
