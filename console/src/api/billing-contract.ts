// TEMPORARY: h-pay's billing routes' shapes as docs/billing-api.md writes them, until its branch
// brings the generated schema.ts (make api-types). Deleted once ApiData/ApiBody by path
// answer them.

import type { Card } from '@/components/payment-cards/api'

export type Currency = string

export type BillingStatus = 'active' | 'past_due' | 'locked'

export interface Summary {
  plan: { sizeLabel: string; products: string[]; amountMinor: number; currency: Currency; interval: string }
  status: BillingStatus
  lockedDown: boolean
  pastDueSince: string | null
  graceEndsAt: string | null
  openInvoices: number
  amountDueMinor: number
  currency: Currency
  expiringCards: Card[]
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible'

export interface Invoice {
  id: number
  number: string
  status: InvoiceStatus
  currency: Currency
  amountDueMinor: number
  amountPaidMinor: number
  periodStart: string | null
  periodEnd: string | null
  dueDate: string | null
  paidAt: string | null
  createdAt: string
  hostedUrl: string
  lines: { description: string; amountMinor: number }[]
}

export interface PayResult {
  invoice: Invoice
  unlocked: boolean
}
