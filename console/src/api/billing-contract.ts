// TEMPORARY: the billing routes' shapes as docs/billing-api.md writes them, until the backend
// branches bring the generated schema.ts (make api-types). Deleted once ApiData/ApiBody by path
// answer them.

export type Currency = string

export interface Card {
  id: number
  brand: string
  last4: string
  expMonth: number
  expYear: number
  isDefault: boolean
  expiresSoon: boolean
  expired: boolean
  createdAt: string
}

export interface CardSetup {
  setupIntentId: string
  clientSecret: string
  publishableKey: string
  testMode: boolean
  testCards: { paymentMethod: string; label: string }[]
}

export interface AddCardBody {
  setupIntentId: string
  paymentMethodId: string
  makeDefault: boolean
}

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

export interface CreditQuote {
  credits: number
  unitPriceMinor: number
  amountMinor: number
  currency: Currency
}

export type PurchaseMethod = 'card' | 'new_card' | 'cheque' | 'auto_recharge'
export type PurchaseStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled'

export interface Purchase {
  id: number
  credits: number
  amountMinor: number
  currency: Currency
  method: PurchaseMethod
  status: PurchaseStatus
  cardBrand: string
  cardLast4: string
  chequeNumber: string
  failureMessage: string
  reference: string
  createdAt: string
  createdByName: string
  confirmedAt: string | null
}

export interface BuyBody {
  credits: number
  method: 'card' | 'new_card' | 'cheque'
  cardId?: number
  setupIntentId?: string
  paymentMethodId?: string
  chequeNumber?: string
  requestKey: string
}

export interface CreditAccount {
  balance: number
  reserved: number
  available: number
}

export interface BuyResult {
  purchase: Purchase
  account: CreditAccount
}

export interface AutoRecharge {
  enabled: boolean
  thresholdCredits: number
  rechargeCredits: number
  card: Card | null
}

export interface AutoRechargeBody {
  enabled: boolean
  thresholdCredits: number
  rechargeCredits: number
}
