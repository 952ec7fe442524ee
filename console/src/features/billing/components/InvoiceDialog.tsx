import { Link } from 'react-router-dom'
import { Modal } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { formatDate, formatMoney } from '@/lib/format'
import { useInvoice } from '../api/invoices'
import type { Invoice } from '../api/types'
import { payPath } from '../paths'
import { InvoiceStatusBadge, isPayable } from './InvoiceStatusBadge'
import { period } from './InvoiceTable'
import { PdfButton } from './PdfButton'
import { primaryLink } from './links'

/** One invoice: its lines, dates and totals, the PDF, and Pay while it is open. */
export function InvoiceDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useInvoice(id)
  const inv = q.data
  return (
    <Modal
      open
      size="lg"
      title={inv ? `Invoice ${inv.number || `#${inv.id}`}` : 'Invoice'}
      onClose={onClose}
      footer={
        inv && (
          <>
            {inv.hostedUrl && (
              <a href={inv.hostedUrl} target="_blank" rel="noreferrer noopener" className="mr-auto self-center text-sm font-medium text-brand-ink hover:underline">
                Open on Stripe<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            <PdfButton invoice={inv} size="md" />
            {isPayable(inv.status) && (
              <Link to={payPath(inv.id)} className={primaryLink}>
                Pay {formatMoney(inv.amountDueMinor - inv.amountPaidMinor, inv.currency)}
              </Link>
            )}
          </>
        )
      }
    >
      {q.isPending ? <LoadingSkeleton kind="form" /> : q.isError || !inv ? <p role="alert" className="text-sm text-red-700 dark:text-red-400">{q.error?.message ?? 'Invoice not found'}</p> : <InvoiceBody inv={inv} />}
    </Modal>
  )
}

function InvoiceBody({ inv }: { inv: Invoice }) {
  const money = (n: number) => formatMoney(n, inv.currency)
  const rows: [string, string][] = [
    ['Period', period(inv)],
    ['Issued', formatDate(inv.createdAt)],
    ['Due', formatDate(inv.dueDate) || '—'],
    ...(inv.paidAt ? ([['Paid', formatDate(inv.paidAt)]] as [string, string][]) : []),
  ]
  return (
    <div className="flex flex-col gap-4 text-sm">
      <div className="flex items-center gap-2">
        <InvoiceStatusBadge status={inv.status} />
        <span className="text-slate-500 dark:text-neutral-400">{inv.currency}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500 dark:text-neutral-400">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Invoice lines</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-neutral-800 dark:text-neutral-400">
            <th scope="col" className="py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {inv.lines.map((l, i) => (
            <tr key={i} className="border-b border-slate-100 dark:border-neutral-800">
              <td className="py-2 pr-4">{l.description}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(l.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold">
              Total
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums">{money(inv.amountDueMinor)}</td>
          </tr>
          <tr>
            <th scope="row" className="text-left font-normal text-slate-500 dark:text-neutral-400">
              Paid
            </th>
            <td className="text-right tabular-nums text-slate-500 dark:text-neutral-400">{money(inv.amountPaidMinor)}</td>
          </tr>
          {inv.amountDueMinor - inv.amountPaidMinor > 0 && inv.status !== 'void' && (
            <tr>
              <th scope="row" className="text-left font-semibold">
                Left to pay
              </th>
              <td className="text-right font-semibold tabular-nums" data-testid="invoice-remaining">
                {money(inv.amountDueMinor - inv.amountPaidMinor)}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  )
}
