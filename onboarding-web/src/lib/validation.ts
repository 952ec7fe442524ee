// Spec §5 rules of the three public forms (onboarding, proposal, brochure). Each validator returns
// the first failing message, or null. The server applies the same rules (docs/onboarding-api.md).
import { PASSWORD_MESSAGES, passwordProblem } from '@congregate/ui'
import { isValidPhoneNumber } from 'react-phone-number-input'
import type { z } from 'zod'
import { SHORT_NAME_MESSAGE } from './short-name-rules'

export const V = {
  required: 'This field is required',
  addressRequired: 'this field is required',
  max100: 'Maximum 100 characters',
  emailInvalid: 'email is not valid',
  urlInvalid: 'URL is not valid',
  phoneInvalid: 'This number is invalid',
  shortName: SHORT_NAME_MESSAGE,
  ...PASSWORD_MESSAGES,
  pwMatch: 'Passwords do not match',
} as const

/** §9: onboarding text fields hold at most 100 characters. */
export const MAX_TEXT = 100

export function validateText(v: string, requiredMsg: string = V.required): string | null {
  const s = v.trim()
  if (!s) return requiredMsg
  return [...s].length > MAX_TEXT ? V.max100 : null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/

export function validateEmail(v: string): string | null {
  const s = v.trim()
  if (!s) return V.required
  if (!EMAIL.test(s)) return V.emailInvalid
  return [...s].length > MAX_TEXT ? V.max100 : null
}

/** http(s) URL with a dotted host, with or without the scheme ("grace.org"), as the server reads it. */
export function isValidUrl(v: string): boolean {
  if (/\s/.test(v)) return false
  const raw = v.includes('://') ? v : `https://${v}`
  let u: URL
  try {
    u = new URL(raw)
  } catch {
    return false
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return false
  const labels = u.hostname.split('.')
  return labels.length > 1 && labels.every(Boolean)
}

/** Optional website. */
export function validateWebsite(v: string): string | null {
  const s = v.trim()
  if (!s) return null
  if (!isValidUrl(s)) return V.urlInvalid
  return [...s].length > MAX_TEXT ? V.max100 : null
}

/** Phones arrive in E.164 from the phone input; they must be valid international numbers. */
export function validatePhone(v: string | undefined): string | null {
  if (!v) return V.required
  return isValidPhoneNumber(v) ? null : V.phoneInvalid
}

export function validatePassword(v: string): string | null {
  return v ? passwordProblem(v) : V.required
}

export function validatePasswordConfirm(password: string, confirm: string): string | null {
  if (!confirm) return V.required
  return password === confirm ? null : V.pwMatch
}

export function validateTerms(ticked: boolean): string | null {
  return ticked ? null : V.required
}

export { sanitizeShortName, validateShortName } from './short-name-rules'

/**
 * A §5 rule as a zod check (for `.superRefine`): its message, when it has one, is the field's
 * issue. The forms' schemas are made of these rules, so each message stays written once, here.
 */
export function rule<T>(check: (v: T) => string | null) {
  return (v: T, ctx: z.RefinementCtx) => {
    const message = check(v)
    if (message) ctx.addIssue({ code: 'custom', message })
  }
}
