// The giving form's rules: the zod schema the form validates with, and the body it sends.
import { z } from '@congregate/ui/zod'
import { ROUTING_MESSAGE, isValidRoutingNumber, routingDigits } from './aba'
import type { Frequency, GiveMethod, GiveRequest } from './api'

/** "1,250.5" → "1250.50"; null when it is not an amount (the server's ParseAmount rules). */
export function normaliseAmount(s: string): string | null {
  const v = s.trim().replace(/,/g, '').replace(/^[$€£]/, '')
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(v)) return null
  const [whole, frac = ''] = v.split('.')
  return `${String(Number(whole))}.${frac.padEnd(2, '0')}`
}

export function amountProblem(s: string): string | null {
  const v = s.trim().replace(/,/g, '').replace(/^[$€£]/, '')
  if (!v) return 'Enter an amount like 25.00'
  if (/^\d+\.\d{3,}$/.test(v)) return 'The amount can have at most 2 decimals'
  const n = normaliseAmount(s)
  if (n === null) return 'Enter an amount like 25.00'
  const cents = Math.round(Number(n) * 100)
  if (cents <= 0) return 'The amount must be more than 0'
  if (cents > 100_000_000) return 'The amount must be at most 1,000,000.00'
  return null
}

export const giveSchema = z
  .object({
    amount: z.string(),
    fundId: z.string().min(1, 'Choose a fund'),
    frequency: z.enum(['once', 'weekly', 'fortnightly', 'monthly']),
    firstName: z.string().trim().min(1, 'Enter your first name').max(100, 'A name must be at most 100 characters'),
    lastName: z.string().trim().min(1, 'Enter your last name').max(100, 'A name must be at most 100 characters'),
    email: z.string().trim().min(1, 'Enter your e-mail address').email('Enter a valid e-mail address'),
    phone: z
      .string()
      .trim()
      .refine((v) => !v || /^\+?[\d\s().-]{7,20}$/.test(v), 'Enter a valid phone number'),
    method: z.enum(['card', 'bank']),
    accountHolderName: z.string().trim(),
    routingNumber: z.string().trim(),
    accountNumber: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    const a = amountProblem(v.amount)
    if (a) ctx.addIssue({ code: 'custom', path: ['amount'], message: a })
    if (v.method !== 'bank') return
    if (!v.accountHolderName) ctx.addIssue({ code: 'custom', path: ['accountHolderName'], message: 'Enter the account holder’s name' })
    if (!isValidRoutingNumber(v.routingNumber)) ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: ROUTING_MESSAGE })
    if (!/^\d{4,17}$/.test(routingDigits(v.accountNumber))) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Enter the account number (4 to 17 digits)' })
  })

export type GiveFormValues = z.input<typeof giveSchema>

/** The submit body (the card's PaymentMethod comes from the card field). */
export function toGiveRequest(v: z.output<typeof giveSchema>, requestKey: string, paymentMethodId?: string): GiveRequest {
  const base = {
    requestKey,
    amount: normaliseAmount(v.amount)!,
    fundId: Number(v.fundId),
    frequency: v.frequency as Frequency,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    method: v.method as GiveMethod,
  }
  return v.method === 'card'
    ? { ...base, paymentMethodId }
    : { ...base, routingNumber: routingDigits(v.routingNumber), accountNumber: routingDigits(v.accountNumber), accountHolderName: v.accountHolderName }
}

export const FREQUENCY_LABELS: Record<Frequency, string> = { once: 'One time', weekly: 'Weekly', fortnightly: 'Every 2 weeks', monthly: 'Monthly' }
export const FREQUENCY_SUFFIX: Record<Frequency, string> = { once: '', weekly: ' every week', fortnightly: ' every 2 weeks', monthly: ' every month' }
