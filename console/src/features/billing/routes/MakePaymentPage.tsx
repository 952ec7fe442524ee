import { useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, Checkbox, toast } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { OptionCard } from '@/components/ui/OptionCard'
import { QueryState } from '@/components/ui/QueryState'
import { cardLabel, useAddCard, useCards, type Card as SavedCard } from '@/components/payment-cards/api'
import { NewCardFields, type NewCardHandle } from '@/components/payment-cards/NewCardFields'
import { ApiError } from '@/lib/api-client'
import { formatDate, formatExpiry, formatMoney } from '@/lib/format'
import { useInvoices, usePayInvoice } from '../api/invoices'
import { useBillingSummary } from '../api/summary'
import type { Invoice } from '../api/types'
import { BillingShell } from '../components/BillingShell'
import { period } from '../components/InvoiceTable'
import { StatusBanner } from '../components/StatusBanner'
import { BILLING } from '../paths'

const NEW_CARD = 'new'

export default function MakePaymentPage() {
  const summary = useBillingSummary()
  const invoices = useInvoices({ page: 0, pageSize: 100, status: 'open' })
  const cards = useCards()
  return (
    <BillingShell title="Make a payment" description="Pay an open invoice with a card on file or a new card. A payment unlocks a locked account at once.">
      {summary.data && <StatusBanner summary={summary.data} showPay={false} />}
      <QueryState query={invoices} skeleton="form">
        {(page) =>
          page.items.length === 0 ? (
            <Card>
              <EmptyState
                title="Nothing to pay"
                message="Every invoice is paid. Thank you!"
                action={
                  <Link to={BILLING.invoices} className="text-sm font-semibold text-brand-ink hover:underline">
                    See your invoices
                  </Link>
                }
              />
            </Card>
          ) : (
            <QueryState query={cards} skeleton="form">
              {(saved) => <PaymentForm invoices={page.items} cards={saved} />}
            </QueryState>
          )
        }
      </QueryState>
    </BillingShell>
  )
}

function PaymentForm({ invoices, cards }: { invoices: Invoice[]; cards: SavedCard[] }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const wanted = Number(params.get('invoice'))
  // The invoice asked for, else the oldest open one (the list is newest first).
  const [invoiceId, setInvoiceId] = useState(() => (invoices.some((i) => i.id === wanted) ? wanted : invoices[invoices.length - 1]!.id))
  const usable = cards.filter((c) => !c.expired)
  const [method, setMethod] = useState<string>(() => String((usable.find((c) => c.isDefault) ?? usable[0])?.id ?? NEW_CARD))
  const [saveDefault, setSaveDefault] = useState(cards.length === 0)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const newCard = useRef<NewCardHandle | null>(null)
  const addCard = useAddCard()
  const pay = usePayInvoice()
  const invoice = invoices.find((i) => i.id === invoiceId)!
  const toPay = invoice.amountDueMinor - invoice.amountPaidMinor

  const submit = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      let cardId = Number(method)
      if (method === NEW_CARD) {
        if (!newCard.current) throw new Error('The card form is still loading.')
        const saved = await addCard.mutateAsync({ ...(await newCard.current.collect()), makeDefault: saveDefault })
        cardId = saved.id
        setMethod(String(saved.id))
      }
      const res = await pay.mutateAsync({ invoiceId, cardId })
      toast.success('Payment received', `Invoice ${res.invoice.number || res.invoice.id} is paid.${res.unlocked ? ' Your account is unlocked: the whole console is open again.' : ''}`)
      navigate(BILLING.invoices)
    } catch (e) {
      if (!(e instanceof ApiError && e.handled)) setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-label="Make a payment"
      aria-busy={busy || undefined}
      noValidate
      className="grid grid-cols-[1fr_20rem] items-start gap-6 max-[900px]:grid-cols-1"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader title="1. Invoice" description={invoices.length > 1 ? 'Choose the invoice to pay; pay the oldest first.' : undefined} />
          <fieldset className="p-5">
            <legend className="sr-only">Invoice to pay</legend>
            <div className="flex flex-col gap-2">
              {invoices.map((inv) => (
                <OptionCard key={inv.id} name="invoice" value={String(inv.id)} checked={invoiceId === inv.id} onChange={() => setInvoiceId(inv.id)} disabled={busy}>
                  <span className="font-medium">Invoice {inv.number || `#${inv.id}`}</span>
                  <span className="text-xs text-slate-600 dark:text-neutral-300">
                    {period(inv)}
                    {inv.dueDate ? ` · due ${formatDate(inv.dueDate)}` : ''}
                  </span>
                  <span className="ml-auto font-semibold tabular-nums">{formatMoney(inv.amountDueMinor - inv.amountPaidMinor, inv.currency)}</span>
                </OptionCard>
              ))}
            </div>
          </fieldset>
        </Card>
        <Card>
          <CardHeader title="2. Card" />
          <fieldset className="flex flex-col gap-2 p-5">
            <legend className="sr-only">Card to pay with</legend>
            {cards.map((c) => (
              <OptionCard key={c.id} name="card" value={String(c.id)} checked={method === String(c.id)} onChange={() => setMethod(String(c.id))} disabled={busy || c.expired}>
                <span className="font-medium">{cardLabel(c)}</span>
                <span className="text-xs text-slate-600 dark:text-neutral-300">
                  {c.expired ? 'Expired' : `Expires ${formatExpiry(c.expMonth, c.expYear)}`}
                  {c.isDefault ? ' · default' : ''}
                </span>
              </OptionCard>
            ))}
            <OptionCard name="card" value={NEW_CARD} checked={method === NEW_CARD} onChange={() => setMethod(NEW_CARD)} disabled={busy}>
              <span className="font-medium">A new card</span>
              <span className="text-xs text-slate-600 dark:text-neutral-300">It is saved on file for next time.</span>
            </OptionCard>
            {method === NEW_CARD && (
              <div className="mt-2 flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-neutral-800">
                <NewCardFields handle={newCard} disabled={busy} />
                {cards.length > 0 && (
                  <Checkbox checked={saveDefault} onChange={setSaveDefault}>
                    Make it the default card
                  </Checkbox>
                )}
              </div>
            )}
          </fieldset>
        </Card>
      </div>
      <Card className="sticky top-[calc(var(--topbar-height)+1rem)] flex flex-col gap-3 p-5 max-[900px]:static">
        <h2 className="text-base font-semibold">Payment</h2>
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-500 dark:text-neutral-400">Invoice</dt>
            <dd>{invoice.number || `#${invoice.id}`}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-500 dark:text-neutral-400">Amount</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="pay-amount">
              {formatMoney(toPay, invoice.currency)}
            </dd>
          </div>
        </dl>
        {error && (
          <p role="alert" data-testid="pay-error" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
            {error}
          </p>
        )}
        <Button type="submit" block loading={busy}>
          Pay {formatMoney(toPay, invoice.currency)}
        </Button>
        <p className="text-xs text-slate-500 dark:text-neutral-400">Your card is charged once, even if you press twice.</p>
      </Card>
    </form>
  )
}
