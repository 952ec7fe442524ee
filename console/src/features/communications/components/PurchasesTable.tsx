import { Badge } from '@/components/ui/Card'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { brandName } from '@/components/payment-cards/api'
import { formatCount, formatDateTime, formatMoney } from '@/lib/format'
import type { Purchase, PurchaseStatus } from '../api/purchases'

const STATUS: Record<PurchaseStatus, { label: string; tone: 'green' | 'amber' | 'red' | 'neutral' }> = {
  succeeded: { label: 'Succeeded', tone: 'green' },
  pending: { label: 'Pending', tone: 'amber' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
}

/** How a purchase was paid, as staff say it: "Visa 4242", "Cheque 004512", "Auto-recharge (Visa 4242)". */
export function paidWith(p: Purchase): string {
  const card = p.cardLast4 ? `${brandName(p.cardBrand)} ${p.cardLast4}` : 'card'
  switch (p.method) {
    case 'cheque':
      return p.chequeNumber ? `Cheque ${p.chequeNumber}` : 'Cheque'
    case 'auto_recharge':
      return `Auto-recharge (${card})`
    case 'new_card':
      return `New card (${card})`
    default:
      return p.cardLast4 ? card : 'Card on file'
  }
}

/** Credits the church bought: when, how many, the price, how it was paid, by whom, and its status. */
export function PurchasesTable({ items }: { items: Purchase[] }) {
  return (
    <TableShell label="Credit purchases">
      <thead>
        <tr>
          <Th>Date</Th>
          <Th className="text-right">Credits</Th>
          <Th className="text-right">Amount</Th>
          <Th>Paid with</Th>
          <Th>Status</Th>
          <Th>By</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((p) => {
          const s = STATUS[p.status] ?? { label: p.status, tone: 'neutral' as const }
          return (
            <Tr key={p.id} data-testid="purchase-row">
              <Td className="whitespace-nowrap text-slate-600 dark:text-neutral-400">{formatDateTime(p.createdAt)}</Td>
              <Td className="text-right font-medium tabular-nums">{formatCount(p.credits)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(p.amountMinor, p.currency)}</Td>
              <Td className="whitespace-nowrap">{paidWith(p)}</Td>
              <Td className="min-w-[8rem]">
                <Badge tone={s.tone}>{s.label}</Badge>
                {p.status === 'failed' && p.failureMessage && <span className="mt-1 block text-xs text-red-700 dark:text-red-400">{p.failureMessage}</span>}
                {p.status === 'pending' && p.method === 'cheque' && <span className="mt-1 block text-xs text-slate-500 dark:text-neutral-400">Added when the cheque arrives</span>}
              </Td>
              <Td className="whitespace-nowrap text-slate-600 dark:text-neutral-400">{p.method === 'auto_recharge' ? 'Automatic' : p.createdByName || '—'}</Td>
            </Tr>
          )
        })}
      </tbody>
    </TableShell>
  )
}
