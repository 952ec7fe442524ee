import { z } from '@congregate/ui/zod'
import { amountProblem } from '@/lib/money'
import type { GiftBody, Method } from '../api/ledger'

export const GIFT_MESSAGES = {
  person: 'Choose the giver, or mark the gift anonymous',
  fund: 'Choose a contribution code',
  method: 'Choose a payment method: cash, cheque, card, bank or other',
  cheque: 'Enter the cheque number',
  date: 'Enter the date as YYYY-MM-DD',
  future: 'A gift cannot be dated in the future',
  note: 'A note must be at most 1000 characters',
}

const METHOD_VALUES = ['cash', 'cheque', 'card', 'bank', 'other'] as const

/** The add-contribution form; `today` is the church's today as YYYY-MM-DD (no gift after it). */
export function giftSchema(currency: string, today: string) {
  return z
    .object({
      anonymous: z.boolean(),
      personId: z.number().nullable(),
      fundId: z.string().min(1, GIFT_MESSAGES.fund),
      amount: z.string().superRefine((s, ctx) => {
        const p = amountProblem(s, currency)
        if (p) ctx.addIssue({ code: 'custom', message: p })
      }),
      method: z.string().refine((m) => (METHOD_VALUES as readonly string[]).includes(m), GIFT_MESSAGES.method),
      chequeNumber: z.string().transform((s) => s.trim()),
      receivedOn: z
        .string()
        .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && s >= '1900-01-01', GIFT_MESSAGES.date)
        .refine((s) => s <= today, GIFT_MESSAGES.future),
      note: z.string().max(1000, GIFT_MESSAGES.note),
    })
    .superRefine((v, ctx) => {
      if (!v.anonymous && !v.personId) ctx.addIssue({ code: 'custom', path: ['personId'], message: GIFT_MESSAGES.person })
      if (v.method === 'cheque' && !v.chequeNumber) ctx.addIssue({ code: 'custom', path: ['chequeNumber'], message: GIFT_MESSAGES.cheque })
    })
    .transform(
      (v): GiftBody => ({
        personId: v.anonymous ? null : v.personId,
        fundId: Number(v.fundId),
        amount: v.amount.trim().replace(/,/g, ''),
        method: v.method as Method,
        chequeNumber: v.method === 'cheque' ? v.chequeNumber : '',
        receivedOn: v.receivedOn,
        note: v.note.trim(),
      }),
    )
}
