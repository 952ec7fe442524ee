import { useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField, toast } from '@congregate/ui'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { OptionCard } from '@/components/ui/OptionCard'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { cardLabel, useCards, type Card as SavedCard } from '@/components/payment-cards/api'
import { NewCardFields, type NewCardHandle } from '@/components/payment-cards/NewCardFields'
import { ApiError } from '@/lib/api-client'
import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { formatCount, formatMoney } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useCreditBalance } from '../api/credits'
import { useBuyCredits, useCreditQuote, usePurchases, type BuyResult } from '../api/purchases'
import { CreditsSummary } from '../components/CreditsSummary'
import { CreditsLinks } from '../components/LedgerTable'
import { PurchasesTable } from '../components/PurchasesTable'
import { buySchema, CREDIT_PRESETS, wantedCredits, type BuyFormValues, type BuyOrder } from '../lib/buy-credits-form'
import { newIdempotencyKey } from '../lib/compose'
import { CARDS_ON_FILE } from '../paths'

const PAGE_SIZE = 10

export default function BuyCreditsPage() {
  // Cards on file are billing routes (key generosity): without it, a cheque is the way to pay.
  const cardsAllowed = canOpen(useCurrentProfile().userRolesAndPermissions, 'generosity')
  const cards = useCards(cardsAllowed)
  return (
    <OrgShell title="Buy credits" description="Message credits pay for SMS, MMS, voice and e-mail. Card purchases are added at once; a cheque when it arrives." actions={<CreditsLinks current="buy" />}>
      <CreditsSummary />
      {cardsAllowed ? <QueryState query={cards}>{(saved) => <BuyForm cards={saved} cardsAllowed />}</QueryState> : <BuyForm cards={[]} cardsAllowed={false} />}
      <PurchasesCard />
    </OrgShell>
  )
}

interface Pending {
  order: BuyOrder
  /** One per submission: a second press or a retry of this confirmation is the same purchase. */
  requestKey: string
}

function BuyForm({ cards, cardsAllowed }: { cards: SavedCard[]; cardsAllowed: boolean }) {
  const usable = cards.filter((c) => !c.expired)
  const preferred = usable.find((c) => c.isDefault) ?? usable[0]
  const defaults: BuyFormValues = { preset: '1000', custom: '', method: preferred ? 'card' : cardsAllowed ? 'new_card' : 'cheque', cardId: preferred ? String(preferred.id) : '', chequeNumber: '' }
  const form = useZodForm(buySchema, { defaultValues: defaults })
  const balance = useCreditBalance()
  const buy = useBuyCredits()
  const newCard = useRef<NewCardHandle | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<{ before: number; res: BuyResult } | null>(null)

  const [preset, custom, method, cardId] = form.watch(['preset', 'custom', 'method', 'cardId'])
  const credits = useDebouncedValue(wantedCredits({ preset, custom }), preset === 'custom' ? 400 : 0)
  const quote = useCreditQuote(credits)
  const price = quote.data && quote.data.credits === credits ? quote.data : null
  const card = usable.find((c) => String(c.id) === cardId)

  const confirm = async () => {
    if (!pending || busy) return
    setBusy(true)
    setError(null)
    const before = balance.data?.available ?? 0
    try {
      const collected = pending.order.method === 'new_card' ? await newCard.current!.collect() : {}
      const res = await buy.mutateAsync({ ...pending.order, ...collected, requestKey: pending.requestKey })
      setResult({ before, res })
      setPending(null)
      if (res.purchase.status === 'pending') toast.success('Cheque purchase recorded', 'We will add the credits when your cheque arrives.')
      else if (res.purchase.status === 'succeeded') toast.success('Credits added', `${formatCount(res.purchase.credits)} credits are ready to use.`)
      form.reset({ ...form.getValues(), chequeNumber: '' })
    } catch (e) {
      setPending(null)
      if (!(e instanceof ApiError && e.handled)) setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  const summary = (o: BuyOrder) => {
    const amount = price ? formatMoney(price.amountMinor, price.currency) : 'The quoted amount'
    if (o.method === 'cheque') return `${amount} by cheque ${o.chequeNumber}. We will add the credits when your cheque arrives.`
    if (o.method === 'new_card') return `${amount} will be charged to the new card.`
    return `${amount} will be charged to ${card ? cardLabel(card) : 'your card'}.`
  }

  return (
    <>
      {result && <ResultPanel before={result.before} res={result.res} />}
      <form
        aria-label="Buy credits"
        aria-busy={busy || undefined}
        noValidate
        className="grid grid-cols-[1fr_20rem] items-start gap-6 max-[900px]:grid-cols-1"
        onSubmit={form.handleSubmit((order) => {
          setError(null)
          setResult(null)
          setPending({ order, requestKey: newIdempotencyKey() })
        })}
      >
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader title="1. How many credits" />
            <div className="flex flex-col gap-3 p-5">
              <Controller
                control={form.control}
                name="preset"
                render={({ field }) => (
                  <fieldset className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2" aria-describedby={fieldError(form, 'preset') ? 'preset-error' : undefined}>
                    <legend className="sr-only">Number of credits</legend>
                    {[...CREDIT_PRESETS.map(String), 'custom'].map((v) => (
                      <OptionCard key={v} name="preset" value={v} checked={field.value === v} disabled={busy} onChange={() => field.onChange(v)}>
                        <span className="font-semibold whitespace-nowrap tabular-nums">{v === 'custom' ? 'Other amount' : formatCount(Number(v))}</span>
                      </OptionCard>
                    ))}
                  </fieldset>
                )}
              />
              {fieldError(form, 'preset') && (
                <p id="preset-error" role="alert" className="text-xs text-red-600 dark:text-red-400">
                  {fieldError(form, 'preset')}
                </p>
              )}
              {preset === 'custom' && (
                <TextField label="Credits" inputMode="numeric" autoComplete="off" hint="100 to 1,000,000 credits" disabled={busy} {...form.register('custom')} error={fieldError(form, 'custom')} />
              )}
            </div>
          </Card>
          <Card>
            <CardHeader title="2. How to pay" />
            <div className="flex flex-col gap-3 p-5">
              <Controller
                control={form.control}
                name="method"
                render={({ field }) => (
                  <fieldset className="flex flex-col gap-2">
                    <legend className="sr-only">Payment method</legend>
                    <OptionCard name="method" value="card" checked={field.value === 'card'} disabled={busy || usable.length === 0} onChange={() => field.onChange('card')}>
                      <span className="font-medium">Card on file</span>
                      <span className="text-xs text-slate-600 dark:text-neutral-300">{usable.length === 0 ? 'No card on file yet' : usable.length === 1 ? cardLabel(usable[0]!) : `${usable.length} cards`}</span>
                    </OptionCard>
                    <OptionCard name="method" value="new_card" checked={field.value === 'new_card'} disabled={busy || !cardsAllowed} onChange={() => field.onChange('new_card')}>
                      <span className="font-medium">New card</span>
                      <span className="text-xs text-slate-600 dark:text-neutral-300">Saved on file for next time</span>
                    </OptionCard>
                    <OptionCard name="method" value="cheque" checked={field.value === 'cheque'} disabled={busy} onChange={() => field.onChange('cheque')}>
                      <span className="font-medium">Cheque</span>
                      <span className="text-xs text-slate-600 dark:text-neutral-300">Credits are added when it arrives</span>
                    </OptionCard>
                  </fieldset>
                )}
              />
              {method === 'card' && usable.length > 1 && (
                <SelectField label="Card" disabled={busy} options={usable.map((c) => ({ value: String(c.id), label: `${cardLabel(c)}${c.isDefault ? ' (default)' : ''}` }))} {...form.register('cardId')} error={fieldError(form, 'cardId')} />
              )}
              {method === 'card' && fieldError(form, 'cardId') && usable.length <= 1 && (
                <p role="alert" className="text-xs text-red-600 dark:text-red-400">
                  {fieldError(form, 'cardId')}
                </p>
              )}
              {method === 'new_card' && (
                <div className="rounded-xl border border-slate-200 p-4 dark:border-neutral-800">
                  <NewCardFields handle={newCard} disabled={busy} />
                </div>
              )}
              {method === 'cheque' && (
                <TextField label="Cheque number" autoComplete="off" maxLength={30} disabled={busy} hint="As printed on the cheque." {...form.register('chequeNumber')} error={fieldError(form, 'chequeNumber')} />
              )}
              {cardsAllowed ? (
                <p className="text-xs text-slate-500 dark:text-neutral-400">
                  Manage cards on{' '}
                  <Link to={CARDS_ON_FILE} className="font-medium text-brand-ink hover:underline">
                    Cards on file
                  </Link>
                  .
                </p>
              ) : (
                <p className="text-xs text-slate-500 dark:text-neutral-400">Paying by card needs access to billing (the Generosity permission); ask an administrator, or pay by cheque.</p>
              )}
            </div>
          </Card>
        </div>
        <Card className="sticky top-[calc(var(--topbar-height)+1rem)] flex flex-col gap-3 p-5 max-[900px]:static" aria-labelledby="order-title">
          <h2 id="order-title" className="text-base font-semibold">
            Your order
          </h2>
          <dl className="flex flex-col gap-1 text-sm" aria-live="polite">
            <Row label="Credits" value={credits ? formatCount(credits) : '—'} testId="order-credits" />
            <Row label="Price per credit" value={price ? formatMoney(price.unitPriceMinor, price.currency) : '—'} />
            <Row label="Total" value={price ? formatMoney(price.amountMinor, price.currency) : quote.isFetching ? 'Working it out…' : '—'} testId="order-total" strong />
            <Row label="Available now" value={balance.data ? formatCount(balance.data.available) : '—'} />
            <Row label="Available after" value={balance.data && credits ? formatCount(balance.data.available + credits) : '—'} testId="order-after" />
          </dl>
          {quote.isError && <p className="text-xs text-red-700 dark:text-red-400">{quote.error.message}</p>}
          {error && (
            <p role="alert" data-testid="buy-error" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
              {error}
            </p>
          )}
          <Button type="submit" block loading={busy}>
            {credits ? `Buy ${formatCount(credits)} credits` : 'Buy credits'}
          </Button>
        </Card>
      </form>
      <ConfirmDialog
        open={!!pending}
        title={pending ? `Buy ${formatCount(pending.order.credits)} credits?` : 'Buy credits?'}
        message={pending && summary(pending.order)}
        confirmLabel={pending?.order.method === 'cheque' ? 'Record cheque purchase' : 'Confirm purchase'}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => !busy && setPending(null)}
      />
    </>
  )
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-500 dark:text-neutral-400">{label}</dt>
      <dd className={strong ? 'text-lg font-bold tabular-nums' : 'tabular-nums'} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

/** What the purchase did: the balance before and after, or the cheque that is awaited. */
function ResultPanel({ before, res }: { before: number; res: BuyResult }) {
  const p = res.purchase
  const ok = p.status === 'succeeded'
  return (
    <Card role="status" data-testid="buy-result" className="flex flex-wrap items-center gap-x-8 gap-y-2 p-5">
      <div className="min-w-[14rem] flex-1">
        <p className="font-semibold">{ok ? `${formatCount(p.credits)} credits added` : p.status === 'pending' ? 'Waiting for your cheque' : 'Purchase not completed'}</p>
        <p className="text-sm text-slate-500 dark:text-neutral-400">
          {ok ? `${formatMoney(p.amountMinor, p.currency)} was charged.` : p.status === 'pending' ? `We will add the credits when your cheque ${p.chequeNumber} for ${formatMoney(p.amountMinor, p.currency)} arrives.` : p.failureMessage}
        </p>
      </div>
      <dl className="flex gap-8 text-sm">
        <div>
          <dt className="text-slate-500 dark:text-neutral-400">Available before</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="balance-before">
            {formatCount(before)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-neutral-400">Available after</dt>
          <dd className="text-lg font-bold tabular-nums text-brand-ink" data-testid="balance-after">
            {formatCount(res.account.available)}
          </dd>
        </div>
      </dl>
    </Card>
  )
}

function PurchasesCard() {
  const [page, setPage] = useState(1)
  const q = usePurchases({ page: page - 1, pageSize: PAGE_SIZE })
  return (
    <Card>
      <CardHeader title="Your purchases" description="Credits your church bought, newest first. Grants and the full ledger are under Purchase history and Balance and ledger." />
      <QueryState query={q} skeleton="table">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No purchases yet" message="Credits you buy here are listed with how they were paid." />
          ) : (
            <>
              <PurchasesTable items={data.items} />
              <div className="px-5 py-3">
                <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label="Purchase pages" />
              </div>
            </>
          )
        }
      </QueryState>
    </Card>
  )
}
