// The buy-credits form and the auto-recharge settings: the server's limits and messages
// (docs/billing-api.md "Prices and limits"), checked here first so a typo never reaches it.
import { z } from '@congregate/ui/zod'

export const CREDIT_LIMITS = { min: 100, max: 1_000_000 } as const
export const CREDIT_PRESETS = [500, 1_000, 5_000, 10_000] as const
export const THRESHOLD_MAX = 1_000_000

export const BUY_MESSAGES = {
  min: 'Buy at least 100 credits',
  max: 'Buy at most 1,000,000 credits at a time',
  card: 'Choose a card',
  cheque: 'Enter the cheque number',
  chequeFormat: 'A cheque number is up to 30 letters, digits or dashes',
  threshold: 'The threshold is 0 to 1,000,000 credits',
  recharge: 'Recharge 100 to 1,000,000 credits at a time',
} as const

/**
 * A typed number of credits: digits (commas and spaces allowed) as a whole number; anything else
 * is NaN, which the rules below refuse with the server's "at least" message.
 */
export function parseCredits(typed: string): number {
  const t = typed.replace(/[,\s]/g, '')
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN
}

/** The server's message for a number of credits, or null when it may be bought. */
export function creditsProblem(n: number): string | null {
  if (!Number.isInteger(n) || n < CREDIT_LIMITS.min) return BUY_MESSAGES.min
  if (n > CREDIT_LIMITS.max) return BUY_MESSAGES.max
  return null
}

export type BuyMethod = 'card' | 'new_card' | 'cheque'

/** The form's values: the preset as the radio's text ('custom' = the typed amount). */
export const buySchema = z
  .object({
    preset: z.string(),
    custom: z.string(),
    method: z.enum(['card', 'new_card', 'cheque']),
    cardId: z.string(),
    chequeNumber: z.string().transform((s) => s.trim()),
  })
  .superRefine((v, ctx) => {
    const problem = creditsProblem(v.preset === 'custom' ? parseCredits(v.custom) : Number(v.preset))
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [v.preset === 'custom' ? 'custom' : 'preset'] })
    if (v.method === 'card' && !v.cardId) ctx.addIssue({ code: 'custom', message: BUY_MESSAGES.card, path: ['cardId'] })
    if (v.method === 'cheque') {
      if (!v.chequeNumber) ctx.addIssue({ code: 'custom', message: BUY_MESSAGES.cheque, path: ['chequeNumber'] })
      else if (!/^[A-Za-z0-9-]{1,30}$/.test(v.chequeNumber)) ctx.addIssue({ code: 'custom', message: BUY_MESSAGES.chequeFormat, path: ['chequeNumber'] })
    }
  })
  .transform((v) => ({
    credits: v.preset === 'custom' ? parseCredits(v.custom) : Number(v.preset),
    method: v.method,
    ...(v.method === 'card' ? { cardId: Number(v.cardId) } : {}),
    ...(v.method === 'cheque' ? { chequeNumber: v.chequeNumber } : {}),
  }))

export type BuyFormValues = z.input<typeof buySchema>
export type BuyOrder = z.output<typeof buySchema>

/** The credits the form asks for now (for the live quote), or 0 while it is not a valid amount. */
export function wantedCredits(v: Pick<BuyFormValues, 'preset' | 'custom'>): number {
  const n = v.preset === 'custom' ? parseCredits(v.custom) : Number(v.preset)
  return creditsProblem(n) ? 0 : n
}

const count = (message: string, min: number, max: number) =>
  z
    .string()
    .transform(parseCredits)
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, message)

/** Auto-recharge's settings as typed. */
export const autoRechargeSchema = z.object({
  enabled: z.boolean(),
  thresholdCredits: count(BUY_MESSAGES.threshold, 0, THRESHOLD_MAX),
  rechargeCredits: count(BUY_MESSAGES.recharge, CREDIT_LIMITS.min, CREDIT_LIMITS.max),
})

export type AutoRechargeFormValues = z.input<typeof autoRechargeSchema>
