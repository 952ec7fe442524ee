import { z } from '@congregate/ui/zod'
import type { GreetingChannel } from '../api/types'
import { unknownMergeField } from './rules'

/** An SMS greeting is one message (1,600 characters, the SMS limit); an e-mail's body up to 10,000. */
export const GREETING_LIMITS: Record<GreetingChannel, number> = { sms: 1600, email: 10000 }

/** 0–23 as "7:00 AM" for the send hour select. */
export function hourLabel(h: number): string {
  const am = h < 12
  const hh = h % 12 === 0 ? 12 : h % 12
  return `${hh}:00 ${am ? 'AM' : 'PM'}`
}

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }))

/** A template form for one channel: the e-mail one needs a subject. */
export function greetingSchema(channel: GreetingChannel) {
  const limit = GREETING_LIMITS[channel]
  return z
    .object({
      enabled: z.boolean(),
      sendHour: z.string().refine((s) => /^\d{1,2}$/.test(s) && Number(s) <= 23, 'Choose an hour'),
      subject: z.string().trim().max(200, 'Maximum 200 characters'),
      body: z.string().trim().min(1, 'Write the greeting').max(limit, `Maximum ${limit.toLocaleString('en-US')} characters`),
    })
    .superRefine((v, ctx) => {
      if (channel === 'email' && !v.subject) ctx.addIssue({ code: 'custom', message: 'Write a subject', path: ['subject'] })
      const bad = unknownMergeField(v.body)
      if (bad) ctx.addIssue({ code: 'custom', message: bad, path: ['body'] })
      const badSubject = unknownMergeField(v.subject)
      if (badSubject) ctx.addIssue({ code: 'custom', message: badSubject, path: ['subject'] })
    })
    .transform((v) => ({ enabled: v.enabled, sendHour: Number(v.sendHour), subject: channel === 'email' ? v.subject : '', body: v.body }))
}

export type GreetingFormValues = z.input<ReturnType<typeof greetingSchema>>
