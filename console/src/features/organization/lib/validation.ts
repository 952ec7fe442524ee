// The organisation forms' schemas, with the API's own messages (docs/organization-api.md; spec §5
// where it has one). The API checks again. Each agrees with its update call's body; the values
// are sent as typed (the API trims), only the fields that changed.
import { z } from '@congregate/ui/zod'
import type { BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { SOCIAL_NETWORKS, type SocialNetwork } from '../api/types'
import { colorMessage, normalizeHex, type ColorRole, type ModeKey } from './colors'

export const MSG_EMAIL = 'email is not valid'
export const MSG_NUMBER = 'Number is not valid'
export const MSG_URL = 'URL is not valid'

const EMAIL = /^[^\s@"<>()[\],;:]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

export function isEmail(s: string): boolean {
  const t = s.trim()
  return t.length <= 100 && EMAIL.test(t)
}

/** Empty, or an absolute http(s) URL without spaces of at most `max` characters. */
export function isHttpUrlOrEmpty(s: string, max = 200): boolean {
  const t = s.trim()
  if (!t) return true
  if (t.length > max || /\s/.test(t)) return false
  try {
    const u = new URL(t)
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username
  } catch {
    return false
  }
}

/** E.164 after dropping spaces, dashes, dots and brackets (as the API cleans it). */
export function isInternationalPhone(s: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(s.trim().replace(/[\s\-().]/g, ''))
}

const len = (s: string) => [...s.trim()].length

const httpUrlOrEmpty = z.string().refine((v) => isHttpUrlOrEmpty(v), MSG_URL)

export const generalSchema = z.object({
  fullName: z
    .string()
    .refine((v) => !!v.trim(), 'Organisation name is required')
    .refine((v) => len(v) <= 100, 'Organisation name must be at most 100 characters'),
  email: z.string().refine(isEmail, MSG_EMAIL),
  phone: z.string().refine((v) => !v.trim() || isInternationalPhone(v), MSG_NUMBER),
  website: httpUrlOrEmpty,
  termsOfService: httpUrlOrEmpty,
  address: z.string().refine((v) => len(v) <= 300, 'Address must be at most 300 characters'),
}) satisfies BodySchema<ApiBody<'/api/organization/general/update'>>

/** A link, or for WhatsApp also an international number. */
const socialLink = (k: SocialNetwork) =>
  z.string().superRefine((v, ctx) => {
    if (k === 'whatsapp' && v.trim().startsWith('+')) {
      if (!isInternationalPhone(v)) ctx.addIssue({ code: 'custom', message: MSG_NUMBER })
    } else if (!isHttpUrlOrEmpty(v)) ctx.addIssue({ code: 'custom', message: MSG_URL })
  })

export const socialSchema = z.object(Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, socialLink(k)])) as Record<SocialNetwork, ReturnType<typeof socialLink>>) satisfies BodySchema<
  ApiBody<'/api/organization/social-media/update'>
>

export const SENDER_ID_MESSAGE = 'Sender ID must be 3 to 11 letters or digits, with at least one letter'

export function isSenderId(s: string): boolean {
  return /^[A-Za-z0-9 ]{3,11}$/.test(s) && /[A-Za-z]/.test(s)
}

export const senderSchema = z.object({
  senderId: z.string().refine(isSenderId, SENDER_ID_MESSAGE),
  smsSignature: z.string().refine((v) => len(v) <= 60, 'SMS signature must be at most 60 characters'),
  replyToEmail: z.string().refine((v) => !v.trim() || isEmail(v), MSG_EMAIL),
  emailFromName: z.string().refine((v) => len(v) <= 100, 'Sender name must be at most 100 characters'),
}) satisfies BodySchema<ApiBody<'/api/organization/messaging/update'>>

export const TEMPLATE_LIMITS = { subjectPrefix: 40, header: 200, footer: 1000, signature: 500 } as const

const TEMPLATE_LABEL: Record<keyof typeof TEMPLATE_LIMITS, string> = {
  subjectPrefix: 'Subject prefix',
  header: 'Header',
  footer: 'Footer',
  signature: 'Signature',
}

const templateText = (k: keyof typeof TEMPLATE_LIMITS) =>
  z.string().refine((v) => len(v) <= TEMPLATE_LIMITS[k], `${TEMPLATE_LABEL[k]} must be at most ${TEMPLATE_LIMITS[k]} characters`)

export const templateSchema = z.object({
  subjectPrefix: templateText('subjectPrefix'),
  header: templateText('header'),
  footer: templateText('footer'),
  signature: templateText('signature'),
  showLogo: z.boolean(),
  buttonColor: z.string().refine((v) => !!normalizeHex(v) && /^#[0-9a-f]{6}$/i.test(v.trim()), 'Button colour must be a colour like #304FFF'),
}) satisfies BodySchema<ApiBody<'/api/organization/email-template/update'>>

export const systemSettingsSchema = z.object({
  currency: z.string(),
  timezone: z.string(),
  dateFormat: z.string(),
  defaultCountry: z.string(),
  supportEmail: z.string().refine(isEmail, MSG_EMAIL),
  weekStartsOn: z.enum(['sunday', 'monday']),
}) satisfies BodySchema<ApiBody<'/api/organization/system-settings/update'>>

const color = (mode: ModeKey, role: ColorRole) => z.string().refine((v) => !!normalizeHex(v), colorMessage(mode, role))

/** The colours as the page edits them (light and dark, primary and secondary); colorsPayload makes the body. */
export const colorsSchema = z.object({
  light: z.object({ primary: color('light', 'primary'), secondary: color('light', 'secondary') }),
  dark: z.object({ primary: color('dark', 'primary'), secondary: color('dark', 'secondary') }),
})

export const TOOLTIP_MAX = 1000

export const tooltipSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'The comment is required')
    .max(TOOLTIP_MAX, `The comment must be at most ${TOOLTIP_MAX} characters`),
}) satisfies BodySchema<ApiBody<'/api/organization/tooltips/update'>>

/** The signed-in user's own profile; the update takes the mobile as a list. */
export const profileSchema = z.object({
  firstName: z
    .string()
    .refine((v) => !!v.trim(), 'First name is required')
    .refine((v) => v.trim().length <= 100, 'First name must be at most 100 characters'),
  lastName: z
    .string()
    .refine((v) => !!v.trim(), 'Last name is required')
    .refine((v) => v.trim().length <= 100, 'Last name must be at most 100 characters'),
  email: z.string().refine(isEmail, MSG_EMAIL),
  mobile: z
    .string()
    .optional()
    .refine((v) => !v || isInternationalPhone(v), MSG_NUMBER),
})

/** The fields of `next` that differ from `prev`: updates send only what changed (omitted = unchanged). */
export function changedFields<T extends object>(prev: T, next: T): Partial<T> {
  const out: Partial<T> = {}
  for (const k of Object.keys(next) as (keyof T)[]) {
    if (next[k] !== prev[k]) out[k] = next[k]
  }
  return out
}
