// The billing API's shapes (docs/billing-api.md).
export type { Invoice, InvoiceStatus, PayResult, Summary, BillingStatus } from '@/api/billing-contract'
export type { Card } from '@/components/payment-cards/api'
export type { Page } from '@/api'
