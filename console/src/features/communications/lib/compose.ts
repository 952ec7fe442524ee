// The compose form: its values, its rules (the server checks them again) and the Compose body it sends.
import { z } from '@congregate/ui/zod'
import type { Audience, Compose, Communication, VoiceMode } from '../api/types'
import type { Channel } from './channels'
import { MAX_SMS } from './segments'

export const LIMITS = { subject: 200, pushTitle: 65, pushBody: 240, voiceText: 3000, email: 100000 } as const

/** Kinds of chosen lists; each chip is one person or one list. */
export type ChipKind = 'person' | 'household' | 'group' | 'serviceUnit' | 'fellowship' | 'savedList' | 'contactGroup'

export interface Chip {
  kind: ChipKind
  id: number
  name: string
}

const AUDIENCE_FIELD: Record<ChipKind, keyof Audience> = {
  person: 'personIds',
  household: 'householdIds',
  group: 'groupIds',
  serviceUnit: 'serviceUnitIds',
  fellowship: 'fellowshipIds',
  savedList: 'savedListIds',
  contactGroup: 'contactGroupIds',
}

export const chipKey = (c: Pick<Chip, 'kind' | 'id'>) => `${c.kind}:${c.id}`

const chip = z.object({ kind: z.enum(['person', 'household', 'group', 'serviceUnit', 'fellowship', 'savedList', 'contactGroup']), id: z.number().int().positive(), name: z.string() })

const chars = (s: string) => [...s].length

export const composeSchema = z
  .object({
    channel: z.enum(['sms', 'mms', 'voice', 'email', 'push']),
    chips: z.array(chip),
    numbers: z.array(z.string()),
    emails: z.array(z.string()),
    subject: z.string(),
    body: z.string(),
    html: z.string(),
    format: z.enum(['text', 'html']),
    mediaId: z.number().int().min(0),
    voiceMode: z.enum(['tts', 'recording']),
    when: z.enum(['now', 'later']),
    scheduledAt: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (v.chips.length + v.numbers.length + v.emails.length === 0) issue('chips', 'Choose at least one recipient')
    const body = v.body.trim()
    switch (v.channel) {
      case 'sms':
        if (!body) issue('body', 'Write the message')
        else if (chars(v.body) > MAX_SMS) issue('body', `An SMS must be at most ${MAX_SMS.toLocaleString('en-US')} characters`)
        break
      case 'mms':
        if (v.mediaId <= 0) issue('mediaId', 'Choose a picture from the media vault')
        if (chars(v.body) > MAX_SMS) issue('body', `The text must be at most ${MAX_SMS.toLocaleString('en-US')} characters`)
        break
      case 'voice':
        if (v.voiceMode === 'tts') {
          if (!body) issue('body', 'Write what the call should say')
          else if (chars(v.body) > LIMITS.voiceText) issue('body', `The text must be at most ${LIMITS.voiceText.toLocaleString('en-US')} characters`)
        } else if (v.mediaId <= 0) issue('mediaId', 'Choose a recording from the media vault')
        break
      case 'email':
        if (!v.subject.trim()) issue('subject', 'Write the subject')
        else if (chars(v.subject) > LIMITS.subject) issue('subject', `The subject must be at most ${LIMITS.subject} characters`)
        if (v.format === 'text' && !body) issue('body', 'Write the message')
        if (v.format === 'html' && !v.html.trim()) issue('html', 'Write the HTML of the e-mail')
        if (chars(v.body) > LIMITS.email || chars(v.html) > LIMITS.email) issue(v.format === 'html' ? 'html' : 'body', 'The e-mail is too long')
        break
      case 'push':
        if (!v.subject.trim()) issue('subject', 'Write the title')
        else if (chars(v.subject) > LIMITS.pushTitle) issue('subject', `The title must be at most ${LIMITS.pushTitle} characters`)
        if (!body) issue('body', 'Write the message')
        else if (chars(v.body) > LIMITS.pushBody) issue('body', `The message must be at most ${LIMITS.pushBody} characters`)
        break
    }
    if (v.when === 'later') {
      const at = v.scheduledAt ? new Date(v.scheduledAt) : null
      if (!at || Number.isNaN(at.getTime())) issue('scheduledAt', 'Choose the date and time to send')
      else if (at.getTime() <= Date.now()) issue('scheduledAt', 'Choose a time in the future')
    }
  })

export type ComposeValues = z.input<typeof composeSchema>

export function emptyCompose(channel: Channel): ComposeValues {
  return { channel, chips: [], numbers: [], emails: [], subject: '', body: '', html: '', format: 'text', mediaId: 0, voiceMode: 'tts', when: 'now', scheduledAt: '' }
}

export function toAudience(v: Pick<ComposeValues, 'chips' | 'numbers' | 'emails'>): Audience {
  const a: Audience = { personIds: [], householdIds: [], groupIds: [], serviceUnitIds: [], fellowshipIds: [], savedListIds: [], contactGroupIds: [], numbers: [...v.numbers], emails: [...v.emails] }
  for (const c of v.chips) (a[AUDIENCE_FIELD[c.kind]] as number[]).push(c.id)
  return a
}

/** A datetime-local value ("2026-12-01T15:00") in the browser's zone, as the instant it names. */
export function localToIso(local: string): string | null {
  if (!local) return null
  const d = new Date(local)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** An instant as a datetime-local value in the browser's zone. */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
}

/** The body the API takes, without the idempotency key (the quote has none). */
export function toCompose(v: ComposeValues): Omit<Compose, 'idempotencyKey'> {
  const ch = v.channel
  const voiceMode: VoiceMode | '' = ch === 'voice' ? v.voiceMode : ''
  return {
    channel: ch,
    subject: ch === 'email' || ch === 'push' ? v.subject : '',
    body: ch === 'voice' && v.voiceMode === 'recording' ? '' : v.body,
    html: ch === 'email' && v.format === 'html' ? v.html : '',
    mediaId: ch === 'mms' || (ch === 'voice' && v.voiceMode === 'recording') ? v.mediaId : 0,
    voiceMode,
    audience: toAudience(v),
    scheduledAt: v.when === 'later' ? localToIso(v.scheduledAt) : null,
  }
}

/** A scheduled communication back in the form, to edit it. Chips are named by kind and id until the lists are looked up. */
export function fromCommunication(c: Communication, names: Partial<Record<string, string>> = {}): ComposeValues {
  const chips: Chip[] = []
  for (const [kind, field] of Object.entries(AUDIENCE_FIELD) as [ChipKind, keyof Audience][]) {
    for (const id of (c.audience?.[field] as number[] | undefined) ?? []) chips.push({ kind, id, name: names[chipKey({ kind, id })] ?? `${CHIP_LABEL[kind]} #${id}` })
  }
  return {
    ...emptyCompose(c.channel),
    chips,
    numbers: c.audience?.numbers ?? [],
    emails: c.audience?.emails ?? [],
    subject: c.subject ?? '',
    body: c.body ?? '',
    html: c.html ?? '',
    format: c.html ? 'html' : 'text',
    mediaId: c.mediaId ?? 0,
    voiceMode: c.voiceMode === 'recording' ? 'recording' : 'tts',
    when: 'later',
    scheduledAt: isoToLocal(c.scheduledAt),
  }
}

export const CHIP_LABEL: Record<ChipKind, string> = {
  person: 'Person',
  household: 'Household',
  group: 'Group',
  serviceUnit: 'Service unit',
  fellowship: 'House fellowship',
  savedList: 'Saved list',
  contactGroup: 'Contact group',
}

/** A fresh idempotency key: one per message the form sends (a double click sends once). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
