// Spec §5 form rules. Each validator returns the first failing message, or null. The phone rule is
// in ./phone: it carries libphonenumber's metadata, which the sign-in page loads only in phone mode.

export const V = {
  emailRequired: 'this field is required',
  emailInvalid: 'email is not valid',
  phoneRequired: 'This field is required',
  phoneInvalid: 'Number is not valid',
  required: 'This field is required',
  pwMin: 'Mininum 8 characters',
  pwMax: 'Maximum 32 characters',
  pwSpecial: 'Must contain at least one special character',
  pwNumber: 'Must contain at least one number',
  pwUpper: 'Must contain at least one uppercase character',
  pwLower: 'Must contain at least one lowercase character',
  pwMatch: 'Password do not Match',
  pinFour: 'Pin must be four digits',
  pinNumber: 'Pin must be a number',
  pinShort: 'Pin must not be less than 4 numbers',
  pinMatch: 'Pin do not Match',
  code: 'Enter the 6-character code',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function validateEmail(v: string): string | null {
  const s = v.trim()
  if (!s) return V.emailRequired
  return EMAIL.test(s) ? null : V.emailInvalid
}

export function validateRequired(v: string): string | null {
  return v.trim() ? null : V.required
}

export const PASSWORD_SPECIALS = '@#$%!'

export function validatePassword(v: string): string | null {
  if (!v) return V.required
  if (v.length < 8) return V.pwMin
  if (v.length > 32) return V.pwMax
  if (![...PASSWORD_SPECIALS].some((c) => v.includes(c))) return V.pwSpecial
  if (!/[0-9]/.test(v)) return V.pwNumber
  if (!/[A-Z]/.test(v)) return V.pwUpper
  if (!/[a-z]/.test(v)) return V.pwLower
  return null
}

export function validatePasswordConfirm(password: string, confirm: string): string | null {
  if (!confirm) return V.required
  return password === confirm ? null : V.pwMatch
}

/** Non-digits are stripped while typing; a PIN has at most four digits. */
export function sanitizePin(v: string): string {
  return v.replace(/\D/g, '').slice(0, 4)
}

export function validatePin(v: string): string | null {
  if (!v) return V.pinFour
  if (!/^\d+$/.test(v)) return V.pinNumber
  if (v.length < 4) return V.pinShort
  if (v.length > 4) return V.pinFour
  return null
}

export function validatePinConfirm(pin: string, confirm: string): string | null {
  if (!confirm) return V.pinFour
  return pin === confirm ? null : V.pinMatch
}

/** Spec §9: the 2FA code has 6 characters. */
export function validateTwoFactorCode(v: string): string | null {
  return v.trim().length === 6 ? null : V.code
}
