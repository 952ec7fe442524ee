// Sign-in without zod: its defaults, its body and the PIN typing rule. The sign-in route stays
// under its size budget by importing its schemas only as types and loading them after the first
// paint (useZodForm with a loader); this module is what the route needs at once.
import type { z } from 'zod'
import type { ApiBody } from '@/api'
import type { LoginInput } from './api/login'
import type { signInSchema, SignInValues } from './schemas'

/** How the person signs in: email and password, phone and password, or phone and PIN. */
export type SignInKind = 'email' | 'phone' | 'pin'

export const signInDefaults: SignInValues = { kind: 'email', email: '', phone: undefined, password: '', pin: '' }

export function signInBody(v: z.output<typeof signInSchema>, orgId: number): LoginInput & ApiBody<'/api/auth/login'> {
  switch (v.kind) {
    case 'email':
      return { orgId, emailOrPhone: v.email, password: v.password }
    case 'phone':
      return { orgId, emailOrPhone: v.phone, password: v.password }
    case 'pin':
      return { orgId, mobile: v.phone, pin: v.pin }
  }
}

/** Non-digits are stripped while typing; a PIN has at most four digits. */
export function sanitizePin(v: string): string {
  return v.replace(/\D/g, '').slice(0, 4)
}

/** The sign-in schemas, fetched after the first paint. */
export const loadSignInSchema = () => import('./schemas').then((m) => m.signInSchema)
export const loadTwoFactorSchema = () => import('./schemas').then((m) => m.twoFactorSchema)
