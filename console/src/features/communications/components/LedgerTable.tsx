import { Link } from 'react-router-dom'
import { cn } from '@congregate/ui'
import { Badge } from '@/components/ui/Card'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDateTime } from '@/lib/format'
import type { Entry, EntryKind } from '../api/types'

export const ENTRY_KINDS: { value: EntryKind; label: string; tone: 'green' | 'blue' | 'neutral' | 'amber' | 'red' | 'brand' }[] = [
  { value: 'grant', label: 'Grant', tone: 'green' },
  { value: 'purchase', label: 'Purchase', tone: 'green' },
  { value: 'reserve', label: 'Reserved', tone: 'amber' },
  { value: 'release', label: 'Released', tone: 'blue' },
  { value: 'debit', label: 'Spent', tone: 'neutral' },
  { value: 'refund', label: 'Refund', tone: 'green' },
  { value: 'adjustment', label: 'Adjustment', tone: 'brand' },
]

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString('en-US')}` : n.toLocaleString('en-US'))

/** Ledger rows: what changed the balance and the reserved credits, and what was left after. */
export function LedgerTable({ items, label, reserved = true }: { items: Entry[]; label: string; reserved?: boolean }) {
  return (
    <TableShell label={label}>
      <thead>
        <tr>
          <Th>Date</Th>
          <Th>Kind</Th>
          <Th className="text-right">Balance change</Th>
          {reserved && <Th className="text-right">Reserved change</Th>}
          <Th className="text-right">Balance after</Th>
          {reserved && <Th className="text-right">Reserved after</Th>}
          <Th>Details</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((e) => {
          const k = ENTRY_KINDS.find((x) => x.value === e.kind)
          return (
            <Tr key={e.id} data-testid="ledger-row">
              <Td className="whitespace-nowrap text-slate-600 dark:text-neutral-400">{formatDateTime(e.createdAt)}</Td>
              <Td>
                <Badge tone={k?.tone ?? 'neutral'}>{k?.label ?? e.kind}</Badge>
              </Td>
              <Td className={cn('text-right tabular-nums', e.amount > 0 && 'text-emerald-700 dark:text-emerald-400', e.amount < 0 && 'text-red-700 dark:text-red-400')}>{e.amount ? signed(e.amount) : '—'}</Td>
              {reserved && <Td className="text-right tabular-nums">{e.reservedChange ? signed(e.reservedChange) : '—'}</Td>}
              <Td className="text-right tabular-nums">{e.balanceAfter.toLocaleString('en-US')}</Td>
              {reserved && <Td className="text-right tabular-nums">{e.reservedAfter.toLocaleString('en-US')}</Td>}
              <Td className="min-w-[12rem] text-slate-600 dark:text-neutral-400">
                {e.note && <span className="block">{e.note}</span>}
                {e.reference && <span className="block text-xs break-all">{e.reference}</span>}
                {e.communicationId ? <span className="block text-xs">Message #{e.communicationId}</span> : null}
              </Td>
            </Tr>
          )
        })}
      </tbody>
    </TableShell>
  )
}

export function CreditsLinks({ current }: { current: 'ledger' | 'purchases' | 'buy' }) {
  const cls = (on: boolean) => cn('text-sm font-medium hover:underline', on ? 'text-slate-900 dark:text-white' : 'text-brand-ink')
  return (
    <nav aria-label="Credits pages" className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to="/organization/credits" className={cls(current === 'ledger')} aria-current={current === 'ledger' ? 'page' : undefined}>
        Balance and ledger
      </Link>
      <Link to="/organization/credits/purchase-history" className={cls(current === 'purchases')} aria-current={current === 'purchases' ? 'page' : undefined}>
        Purchase history
      </Link>
      <Link to="/organization/buy-credits" className={cls(current === 'buy')} aria-current={current === 'buy' ? 'page' : undefined}>
        Buy credits
      </Link>
    </nav>
  )
}
