import { Badge } from '@/components/ui/Card'
import type { InvoiceStatus } from '../api/types'

export const INVOICE_STATUSES: { value: InvoiceStatus; label: string; tone: 'neutral' | 'amber' | 'green' | 'red' }[] = [
  { value: 'open', label: 'Open', tone: 'amber' },
  { value: 'paid', label: 'Paid', tone: 'green' },
  { value: 'uncollectible', label: 'Uncollectible', tone: 'red' },
  { value: 'void', label: 'Void', tone: 'neutral' },
  { value: 'draft', label: 'Draft', tone: 'neutral' },
]

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const s = INVOICE_STATUSES.find((x) => x.value === status)
  return <Badge tone={s?.tone ?? 'neutral'}>{s?.label ?? status}</Badge>
}

/** An invoice the church can still pay. */
export const isPayable = (status: InvoiceStatus) => status === 'open' || status === 'uncollectible'
