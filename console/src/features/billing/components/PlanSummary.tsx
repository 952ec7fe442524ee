import { Link } from 'react-router-dom'
import { Badge, Card } from '@/components/ui/Card'
import { formatDate, formatMoney } from '@/lib/format'
import type { BillingStatus, Summary } from '../api/types'
import { payPath } from '../paths'
import { primaryLink } from './links'

const STATUS: Record<BillingStatus, { label: string; tone: 'green' | 'amber' | 'red'; hint: string }> = {
  active: { label: 'Active', tone: 'green', hint: 'Your subscription is paid up.' },
  past_due: { label: 'Past due', tone: 'amber', hint: 'A payment failed or is late.' },
  locked: { label: 'Locked', tone: 'red', hint: 'Only the billing pages are open.' },
}

/** The plan, the account's standing and what is due now. */
export function PlanSummary({ summary }: { summary: Summary }) {
  const s = STATUS[summary.status] ?? STATUS.active
  const plan = summary.plan
  return (
    <ul aria-label="Billing summary" className="grid grid-cols-3 gap-4 max-[900px]:grid-cols-1">
      <li>
        <Card className="flex h-full flex-col gap-1 p-5">
          <span className="text-sm text-slate-500 dark:text-neutral-400">Plan</span>
          <span className="text-xl font-bold" data-testid="plan-price">
            {formatMoney(plan.amountMinor, plan.currency)}
            <span className="text-sm font-medium text-slate-500 dark:text-neutral-400"> / {plan.interval || 'month'}</span>
          </span>
          <span className="text-xs text-slate-500 dark:text-neutral-400">
            {[plan.sizeLabel, plan.products.length ? plan.products.join(', ') : ''].filter(Boolean).join(' · ') || 'Congregate subscription'}
          </span>
        </Card>
      </li>
      <li>
        <Card className="flex h-full flex-col items-start gap-1 p-5">
          <span className="text-sm text-slate-500 dark:text-neutral-400">Status</span>
          <span data-testid="billing-status">
            <Badge tone={s.tone} className="px-3 py-1 text-sm">
              {s.label}
            </Badge>
          </span>
          <span className="text-xs text-slate-500 dark:text-neutral-400">
            {s.hint}
            {summary.status === 'past_due' && summary.graceEndsAt ? ` The console locks on ${formatDate(summary.graceEndsAt)}.` : ''}
          </span>
        </Card>
      </li>
      <li>
        <Card className="flex h-full flex-col gap-1 p-5">
          <span className="text-sm text-slate-500 dark:text-neutral-400">Amount due</span>
          <span className="text-xl font-bold tabular-nums" data-testid="amount-due">
            {formatMoney(summary.amountDueMinor, summary.currency)}
          </span>
          <span className="text-xs text-slate-500 dark:text-neutral-400">
            {summary.openInvoices === 0 ? 'Nothing to pay.' : summary.openInvoices === 1 ? '1 open invoice.' : `${summary.openInvoices} open invoices.`}
          </span>
          {summary.openInvoices > 0 && (
            <Link to={payPath()} className={`${primaryLink} mt-2 self-start`}>
              Make a payment
            </Link>
          )}
        </Card>
      </li>
    </ul>
  )
}
