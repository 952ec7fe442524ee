// Client-side checks of the organisation forms, with the API's own messages
// (docs/organization-api.md; spec §5 where it has one). The API checks again.
import type { EmailTemplate, GeneralInfo, Messaging, SocialMedia, SocialNetwork } from '../api/types'
import { normalizeHex } from './colors'

export type Errors<K extends string> = Partial<Record<K, string>>

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

export type GeneralField = 'fullName' | 'email' | 'phone' | 'website' | 'address' | 'termsOfService'

export function validateGeneral(g: Omit<GeneralInfo, 'shortName'>): Errors<GeneralField> {
  const e: Errors<GeneralField> = {}
  if (!g.fullName.trim()) e.fullName = 'Organisation name is required'
  else if (len(g.fullName) > 100) e.fullName = 'Organisation name must be at most 100 characters'
  if (!isEmail(g.email)) e.email = MSG_EMAIL
  if (g.phone.trim() && !isInternationalPhone(g.phone)) e.phone = MSG_NUMBER
  if (!isHttpUrlOrEmpty(g.website)) e.website = MSG_URL
  if (!isHttpUrlOrEmpty(g.termsOfService)) e.termsOfService = MSG_URL
  if (len(g.address) > 300) e.address = 'Address must be at most 300 characters'
  return e
}

export function validateSocial(s: SocialMedia): Errors<SocialNetwork> {
  const e: Errors<SocialNetwork> = {}
  for (const [k, v] of Object.entries(s) as [SocialNetwork, string][]) {
    if (k === 'whatsapp' && v.trim().startsWith('+')) {
      if (!isInternationalPhone(v)) e[k] = MSG_NUMBER
    } else if (!isHttpUrlOrEmpty(v)) e[k] = MSG_URL
  }
  return e
}

export const SENDER_ID_MESSAGE = 'Sender ID must be 3 to 11 letters or digits, with at least one letter'

export function isSenderId(s: string): boolean {
  return /^[A-Za-z0-9 ]{3,11}$/.test(s) && /[A-Za-z]/.test(s)
}

export type MessagingField = 'senderId' | 'smsSignature' | 'replyToEmail' | 'emailFromName'

export function validateMessaging(m: Pick<Messaging, MessagingField>): Errors<MessagingField> {
  const e: Errors<MessagingField> = {}
  if (!isSenderId(m.senderId)) e.senderId = SENDER_ID_MESSAGE
  if (len(m.smsSignature) > 60) e.smsSignature = 'SMS signature must be at most 60 characters'
  if (m.replyToEmail.trim() && !isEmail(m.replyToEmail)) e.replyToEmail = MSG_EMAIL
  if (len(m.emailFromName) > 100) e.emailFromName = 'Sender name must be at most 100 characters'
  return e
}

export const TEMPLATE_LIMITS = { subjectPrefix: 40, header: 200, footer: 1000, signature: 500 } as const

const TEMPLATE_LABEL: Record<keyof typeof TEMPLATE_LIMITS, string> = {
  subjectPrefix: 'Subject prefix',
  header: 'Header',
  footer: 'Footer',
  signature: 'Signature',
}

export function validateTemplate(t: EmailTemplate): Errors<keyof EmailTemplate> {
  const e: Errors<keyof EmailTemplate> = {}
  for (const k of Object.keys(TEMPLATE_LIMITS) as (keyof typeof TEMPLATE_LIMITS)[]) {
    if (len(t[k]) > TEMPLATE_LIMITS[k]) e[k] = `${TEMPLATE_LABEL[k]} must be at most ${TEMPLATE_LIMITS[k]} characters`
  }
  if (!normalizeHex(t.buttonColor) || !/^#[0-9a-f]{6}$/i.test(t.buttonColor.trim())) e.buttonColor = 'Button colour must be a colour like #304FFF'
  return e
}

/** The fields of `next` that differ from `prev`: updates send only what changed (omitted = unchanged). */
export function changedFields<T extends object>(prev: T, next: T): Partial<T> {
  const out: Partial<T> = {}
  for (const k of Object.keys(next) as (keyof T)[]) {
    if (next[k] !== prev[k]) out[k] = next[k]
  }
  return out
}

export const hasErrors = (e: object) => Object.keys(e).length > 0
