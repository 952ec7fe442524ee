import { Link } from 'react-router-dom'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDate, formatMoney } from '@/lib/format'
import type { Invoice } from '../api/types'
import { invoicePath, payPath } from '../paths'
import { InvoiceStatusBadge, isPayable } from './InvoiceStatusBadge'
import { PdfButton } from './PdfButton'
import { rowLink } from './links'

export function period(inv: Pick<Invoice, 'periodStart' | 'periodEnd'>): string {
  const a = formatDate(inv.periodStart)
  const b = formatDate(inv.periodEnd)
  return a && b ? `${a} – ${b}` : a || b || '—'
}

/** The church's invoices, newest first: number and period, due date, amount, status, actions. */
export function InvoiceTable({ items }: { items: Invoice[] }) {
  return (
    <TableShell label="Invoices">
      <thead>
        <tr>
          <Th>Invoice</Th>
          <Th>Due</Th>
          <Th className="text-right">Amount</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {items.map((inv) => (
          <Tr key={inv.id} data-testid="invoice-row">
            <Td className="whitespace-nowrap">
              <Link to={invoicePath(inv.id)} className="font-medium hover:text-brand-ink hover:underline">
                {inv.number || `#${inv.id}`}
              </Link>
              <span className="block text-xs text-slate-500 dark:text-neutral-400">{period(inv)}</span>
            </Td>
            <Td className="whitespace-nowrap text-slate-600 dark:text-neutral-400">{inv.status === 'paid' ? `Paid ${formatDate(inv.paidAt)}` : formatDate(inv.dueDate) || '—'}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(inv.amountDueMinor, inv.currency)}</Td>
            <Td>
              <InvoiceStatusBadge status={inv.status} />
            </Td>
            <Td className="text-right whitespace-nowrap">
              <div className="flex justify-end gap-1">
                {/* Pay first, so View and PDF line up down the column. */}
                {isPayable(inv.status) && (
                  <Link to={payPath(inv.id)} className={rowLink} aria-label={`Pay invoice ${inv.number || inv.id}`}>
                    Pay
                  </Link>
                )}
                <Link to={invoicePath(inv.id)} className={rowLink} aria-label={`View invoice ${inv.number || inv.id}`}>
                  View
                </Link>
                <PdfButton invoice={inv} size="row" />
              </div>
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableShell>
  )
}
