// Spec §5 form rules as zod schemas: the auth forms' one source of their checks and messages. A
// field's checks run in the order written and the first failing one is the message shown. The
// phone rule is in ./phone: it carries libphonenumber's metadata, which the sign-in page loads only
// in phone mode, so the schemas here import it when a phone number is first checked.
import { PASSWORD_MESSAGES, passwordProblem } from '@congregate/ui'
import { z } from '@congregate/ui/zod'

export const V = {
  emailRequired: 'this field is required',
  emailInvalid: 'email is not valid',
  phoneRequired: 'This field is required',
  phoneInvalid: 'Number is not valid',
  required: 'This field is required',
  ...PASSWORD_MESSAGES,
  pwMatch: 'Password do not Match',
  pinFour: 'Pin must be four digits',
  pinNumber: 'Pin must be a number',
  pinShort: 'Pin must not be less than 4 numbers',
  pinMatch: 'Pin do not Match',
  code: 'Enter the 6-character code',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** An email address, trimmed. */
export const email = z.string().trim().min(1, V.emailRequired).regex(EMAIL, V.emailInvalid)

/** A text that must not be blank, trimmed. */
export const requiredText = z.string().trim().min(1, V.required)

/** Required, then the kit's password rule (its first broken rule's message). */
export const password = z
  .string()
  .min(1, V.required)
  .superRefine((v, ctx) => {
    const problem = v ? passwordProblem(v) : null
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const pin = z.string().min(1, V.pinFour).regex(/^\d+$/, V.pinNumber).min(4, V.pinShort).max(4, V.pinFour)

/**
 * A phone number as the phone field gives it (E.164, undefined while empty). Sign-in only checks
 * the number is possible (the server knows whether it exists); sign-up and forms check it is valid.
 */
export function phoneNumber(mode: 'possible' | 'valid') {
  return z
    .string()
    .optional()
    .transform(async (v, ctx) => {
      const message = (await import('./phone')).validatePhone(v, mode)
      if (message) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return v as string
    })
}

/**
 * The arguments of an object schema's refine: the field `confirm` must repeat `of`. It is checked
 * even while other fields fail, so both messages show at once (as the spec's forms always did).
 */
export function matches(of: string, confirm: string, message: string): [(v: Record<string, unknown>) => boolean, { path: string[]; message: string; when: () => boolean }] {
  return [(v) => !v[confirm] || v[of] === v[confirm], { path: [confirm], message, when: () => true }]
}

/** Spec §9: the 2FA code has 6 characters. */
export const twoFactorCode = z.string().trim().length(6, V.code)
