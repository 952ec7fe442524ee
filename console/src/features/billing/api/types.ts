// The billing API's shapes (docs/billing-api.md), read from the generated schema by path.
import type { ApiData, ApiItem } from '@/api'

export type { Page } from '@/api'
export type { Card } from '@/components/payment-cards/api'

export type Summary = ApiData<'/api/billing/summary'>
export type BillingStatus = Summary['status']
export type Invoice = ApiItem<'/api/billing/invoices/list'>
export type InvoiceStatus = Invoice['status']
export type PayResult = ApiData<'/api/billing/invoices/pay'>
