// The billing API's shapes (docs/billing-api.md).
export type { Card, Invoice, InvoiceStatus, PayResult, Summary, BillingStatus } from '@/api/billing-contract'
export type { Page } from '@/api'
