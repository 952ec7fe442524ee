import { Link } from 'react-router-dom'
import { cn } from '@congregate/ui'
import { cardLabel } from '@/components/payment-cards/api'
import { formatDate, formatExpiry, formatMoney } from '@/lib/format'
import type { Summary } from '../api/types'
import { BILLING, payPath } from '../paths'

const box = 'flex flex-wrap items-start gap-3 rounded-2xl border px-5 py-4 text-sm'

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="mt-0.5 shrink-0">
      <path d={path} />
    </svg>
  )
}

const LOCK = 'M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z'
const WARN = 'M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z'

const payButton = 'inline-flex h-9 items-center rounded-lg px-4 text-sm font-semibold text-white shadow-sm'

/**
 * The account's standing: locked (everything but billing closed until the open invoice is paid),
 * past due (the date the lock starts), and cards that expire soon or have expired.
 */
export function StatusBanner({ summary, showPay = true }: { summary: Summary; showPay?: boolean }) {
  const due = formatMoney(summary.amountDueMinor, summary.currency)
  return (
    <>
      {summary.lockedDown ? (
        <div role="alert" data-testid="lockdown-banner" className={cn(box, 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100')}>
          <Icon path={LOCK} />
          <div className="min-w-[14rem] flex-1">
            <p className="font-semibold">Your account is locked until the open invoice is paid.</p>
            <p className="mt-0.5">
              Your staff can open only the billing pages until then. Pay {summary.openInvoices > 1 ? `the ${summary.openInvoices} open invoices` : 'the open invoice'} ({due}) and the whole console opens again at once.
            </p>
          </div>
          {showPay && (
            <Link to={payPath()} className={cn(payButton, 'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500')}>
              Pay now
            </Link>
          )}
        </div>
      ) : summary.status === 'past_due' ? (
        <div role="status" data-testid="past-due-banner" className={cn(box, 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100')}>
          <Icon path={WARN} />
          <div className="min-w-[14rem] flex-1">
            <p className="font-semibold">A payment is past due{summary.pastDueSince ? ` since ${formatDate(summary.pastDueSince)}` : ''}.</p>
            <p className="mt-0.5">
              Pay {due}
              {summary.graceEndsAt ? ` by ${formatDate(summary.graceEndsAt)}` : ' soon'} to keep the console open for your staff; after that only the billing pages stay open.
            </p>
          </div>
          {showPay && (
            <Link to={payPath()} className={cn(payButton, 'bg-amber-700 hover:bg-amber-800')}>
              Pay now
            </Link>
          )}
        </div>
      ) : null}
      {summary.expiringCards.length > 0 && (
        <div role="status" data-testid="expiring-cards" className={cn(box, 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100')}>
          <Icon path={WARN} />
          <div className="min-w-[14rem] flex-1">
            <p className="font-semibold">{summary.expiringCards.some((c) => c.expired) ? 'A card on file has expired' : 'A card on file expires soon'}</p>
            <ul className="mt-0.5">
              {summary.expiringCards.map((c) => (
                <li key={c.id}>
                  {cardLabel(c)} {c.expired ? 'expired' : 'expires'} at the end of {formatExpiry(c.expMonth, c.expYear)}
                  {c.isDefault ? ' — it is your default card.' : '.'}
                </li>
              ))}
            </ul>
          </div>
          <Link to={BILLING.cards} className="self-center text-sm font-semibold underline">
            Add a new card
          </Link>
        </div>
      )}
    </>
  )
}
