import { z } from '@congregate/ui/zod'
import type { ConsentChannel } from '../api/types'
import { EMAIL } from './rules'

export const CONSENT_CHANNELS: { value: ConsentChannel; label: string }[] = [
  { value: 'text', label: 'Text (SMS and MMS)' },
  { value: 'voice', label: 'Voice calls' },
  { value: 'email', label: 'E-mail' },
  { value: 'push', label: 'Push notifications' },
]

export const DNC_MESSAGES = {
  who: 'Choose a person or type a phone number or e-mail address',
  address: 'Type a valid phone number or e-mail address',
  channels: 'Choose at least one channel',
  note: 'Say why (for the record)',
  noteTooLong: 'Maximum 500 characters',
}

/**
 * An address typed in: an e-mail (lower-cased), or a phone number (+ and digits; one without its
 * country code is read by the server with the church's country, as every phone field is).
 */
export function typedAddress(s: string): string | null {
  const t = s.trim()
  if (!t) return null
  if (EMAIL.test(t)) return t.toLowerCase()
  const phone = t.replace(/[\s().-]/g, '')
  return /^\+?\d{6,15}$/.test(phone) ? phone : null
}

/** Add: a person (picked) or a typed address, the channels, a note for the proof. */
export const doNotContactSchema = z
  .object({
    personId: z.number().int().positive().nullable(),
    address: z.string(),
    channels: z.array(z.enum(['text', 'voice', 'email', 'push'])).min(1, DNC_MESSAGES.channels),
    note: z.string().trim().min(1, DNC_MESSAGES.note).max(500, DNC_MESSAGES.noteTooLong),
  })
  .superRefine((v, ctx) => {
    if (v.personId) return
    if (!v.address.trim()) ctx.addIssue({ code: 'custom', message: DNC_MESSAGES.who, path: ['address'] })
    else if (!typedAddress(v.address)) ctx.addIssue({ code: 'custom', message: DNC_MESSAGES.address, path: ['address'] })
  })
  .transform((v) => (v.personId ? { personId: v.personId, channels: v.channels, note: v.note } : { address: typedAddress(v.address)!, channels: v.channels, note: v.note }))

export type DoNotContactValues = z.input<typeof doNotContactSchema>
export type DoNotContactBody = z.output<typeof doNotContactSchema>

/** Opting back in: a note for the record. */
export const optInSchema = z.object({ note: z.string().trim().min(1, DNC_MESSAGES.note).max(500, DNC_MESSAGES.noteTooLong) })
