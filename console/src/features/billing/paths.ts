// Paths of the billing pages (spec §2): invoices, make payment and cards on file under the
// generosity key, the admin guide under billing.
export const BILLING = {
  invoices: '/billing/invoices',
  makePayment: '/billing/invoices/makepayment',
  cards: '/billing/cardsonfile',
  guide: '/billing/adminguide',
} as const

/** The credits pages are the organisation's (key organization). */
export const CREDIT_PAGES = {
  balance: '/organization/credits',
  buy: '/organization/buy-credits',
} as const

/** An invoice's detail: the invoices page with ?invoice=. */
export const invoicePath = (id: number) => `${BILLING.invoices}?invoice=${id}`
/** Make payment with an invoice chosen: ?invoice=. */
export const payPath = (id?: number) => (id ? `${BILLING.makePayment}?invoice=${id}` : BILLING.makePayment)
