// The auth forms' schemas. Each agrees with its call's request body (BodySchema<ApiBody<…>>); where
// the form's values are not the body (sign-in's three ways, reset's password or PIN), a typed
// toBody maps them.
import { z } from '@congregate/ui/zod'
import type { BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import type { ResetInput } from './api/reset'
import { email, matches, password, phoneNumber, pin, requiredText, twoFactorCode, V } from './validation'

/**
 * Sign-in keeps every field while the person switches ways (the form's values are flat); only the
 * chosen way's fields are checked and sent.
 */
const signInFields = z.object({
  kind: z.enum(['email', 'phone', 'pin']),
  email: z.string(),
  phone: z.string().optional(),
  password: z.string(),
  pin: z.string(),
})

export const signInSchema = signInFields.pipe(
  z.discriminatedUnion('kind', [
    signInFields.extend({ kind: z.literal('email'), email }),
    signInFields.extend({ kind: z.literal('phone'), phone: phoneNumber('possible') }),
    signInFields.extend({ kind: z.literal('pin'), phone: phoneNumber('possible'), pin }),
  ]),
)

export type SignInValues = z.input<typeof signInSchema>

export const signUpSchema = z
  .object({
    firstName: requiredText,
    lastName: requiredText,
    email,
    mobile: phoneNumber('valid'),
    password,
    password2: z.string().min(1, V.required),
    agreement: z.boolean().refine((v) => v, V.required),
  })
  .refine(...matches('password', 'password2', V.pwMatch)) satisfies BodySchema<ApiBody<'/api/auth/signup'>>

/** Forgot password: the phone field when the person signed in by phone, else one text field. */
export function forgotSchema(isPhone: boolean) {
  return z.object({
    tokenType: z.enum(['password', 'pin']),
    emailOrPhone: isPhone ? phoneNumber('possible') : requiredText,
  }) satisfies BodySchema<ApiBody<'/api/auth/forgot'>>
}

/** Reset: the new password (or PIN) and its confirmation. */
export function resetSchema(isPin: boolean) {
  return z
    .object({
      value: isPin ? pin : password,
      confirm: z.string().min(1, isPin ? V.pinFour : V.required),
    })
    .refine(...matches('value', 'confirm', isPin ? V.pinMatch : V.pwMatch))
}

export function resetBody(v: z.output<ReturnType<typeof resetSchema>>, at: { orgId: number; token: string; isPin: boolean }): ResetInput & ApiBody<'/api/auth/reset'> {
  const { orgId, token } = at
  return at.isPin ? { orgId, token, tokenType: 'pin', pin: v.value } : { orgId, token, tokenType: 'password', password: v.value }
}

export const twoFactorSchema = z.object({ advancedAccessCode: twoFactorCode }) satisfies BodySchema<ApiBody<'/api/auth/verify-2fa'>>
