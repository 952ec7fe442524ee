// The church's public giving page (/give on its own host): no sign-in. One gift or a recurring
// one, by card or US bank account. A request key per filled-in form makes a double click one gift.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Controller } from 'react-hook-form'
import { Button, Spinner, TextField, cn, errorTextClass } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import type { StripeCardHandle } from '@/components/payment-cards/StripeCard'
import { OrgLogo } from '@/components/ui/OrgLogo'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { formatMoney } from '@/lib/format'
import { routingProblem } from './aba'
import { checkRoutingNumber, newRequestKey, useGivePage, useSubmitGift, type Frequency, type GivePage as GivePageData, type GiveResult } from './api'
import { FREQUENCY_LABELS, FREQUENCY_SUFFIX, giveSchema, normaliseAmount, toGiveRequest, type GiveFormValues } from './give-form'

const StripeCard = lazy(() => import('@/components/payment-cards/StripeCard'))

const PRESETS = ['10', '25', '50', '100', '250']

export default function GivePage() {
  const q = useGivePage()
  const [done, setDone] = useState<{ result: GiveResult; amount: string; frequency: Frequency; email: string } | null>(null)
  const [formKey, setFormKey] = useState(0)

  useEffect(() => {
    if (q.data?.churchName) document.title = `Give · ${q.data.churchName}`
  }, [q.data?.churchName])

  return (
    <main className="relative min-h-full overflow-hidden bg-slate-50 px-4 py-8 max-[500px]:px-3 max-[500px]:py-5 dark:bg-neutral-950">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,color-mix(in_srgb,var(--brand-primary)_26%,transparent),transparent_65%)]" />
      <div className="relative mx-auto w-full max-w-xl">
        {q.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-24 text-slate-500 dark:text-neutral-400">
            <Spinner /> Loading…
          </div>
        ) : q.isError ? (
          <Panel>
            <h1 className="text-xl font-bold">We couldn’t open the giving page</h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-neutral-300">{q.error.message}</p>
            <Button className="mt-4" variant="secondary" onClick={() => q.refetch()}>
              Try again
            </Button>
          </Panel>
        ) : (
          <>
            <Header page={q.data} />
            {!q.data.connected ? (
              <Panel>
                <p className="text-center text-slate-700 dark:text-neutral-200" data-testid="give-not-connected">
                  This church does not take online gifts yet.
                </p>
              </Panel>
            ) : done ? (
              <ThankYou
                page={q.data}
                done={done}
                onAgain={() => {
                  setDone(null)
                  setFormKey((k) => k + 1)
                }}
              />
            ) : (
              <GiveForm key={formKey} page={q.data} onDone={setDone} />
            )}
            <p className="mt-6 flex items-center justify-center gap-1.5 text-center text-xs text-slate-500 dark:text-neutral-400">
              <LockIcon /> Payments are processed securely by Stripe. Your card or bank details never touch our servers.
            </p>
          </>
        )}
      </div>
    </main>
  )
}

function Header({ page }: { page: GivePageData }) {
  return (
    <header className="mb-6 flex flex-col items-center gap-3 text-center">
      {page.logoUrl ? <img src={page.logoUrl} alt={`${page.churchName} logo`} className="h-16 w-16 rounded-xl object-contain" /> : <OrgLogo />}
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-neutral-400" data-testid="give-church">
          {page.churchName}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight max-[500px]:text-2xl">Give online</h1>
      </div>
      {page.message && <p className="max-w-md text-sm whitespace-pre-line text-slate-600 dark:text-neutral-300">{page.message}</p>}
    </header>
  )
}

function Panel({ children, className }: { children: React.ReactNode; className?: string }) {
  return <section className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/50 max-[500px]:p-4 dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-none', className)}>{children}</section>
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-t border-slate-100 pt-5 first:border-0 first:pt-0 dark:border-neutral-800">
      <legend className="float-left mb-1 flex w-full items-center gap-2 text-base font-semibold">
        <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">
          {n}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

function GiveForm({ page, onDone }: { page: GivePageData; onDone: (d: { result: GiveResult; amount: string; frequency: Frequency; email: string }) => void }) {
  const defaults: GiveFormValues = {
    amount: '',
    fundId: String(page.defaultFundId ?? page.funds[0]?.id ?? ''),
    frequency: 'once',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    method: page.methods.includes('card') ? 'card' : 'bank',
    accountHolderName: '',
    routingNumber: '',
    accountNumber: '',
  }
  const form = useZodForm(giveSchema, { defaultValues: defaults })
  // One key per filled-in form: a second click, or a retry after a lost answer, is the same gift.
  const [requestKey] = useState(newRequestKey)
  const [testCard, setTestCard] = useState(page.testCards[0]?.paymentMethod ?? '')
  const [failure, setFailure] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const card = useRef<StripeCardHandle | null>(null)
  const submit = useSubmitGift()

  const amount = form.watch('amount')
  const frequency = form.watch('frequency')
  const method = form.watch('method')
  const normal = normaliseAmount(amount ?? '')
  const shown = normal ? formatMoney(Math.round(Number(normal) * 100), page.currency) : null

  const give = async (v: GiveValues) => {
    if (working) return
    setFailure(null)
    setWorking(true)
    try {
      let pm: string | undefined
      if (v.method === 'card') pm = page.testMode ? testCard : await card.current?.paymentMethod()
      if (v.method === 'card' && !pm) throw new Error(page.testMode ? 'Choose a test card' : 'The card form is still loading.')
      let result = await submit.mutateAsync(toGiveRequest(v, requestKey, pm))
      if (result.status === 'requires_action' && result.clientSecret && card.current) {
        await card.current.confirm(result.clientSecret)
        result = { ...result, status: 'pending' }
      }
      onDone({ result, amount: shown ?? v.amount, frequency: v.frequency as Frequency, email: v.email })
    } catch (e) {
      if (e instanceof ApiError && e.handled) return
      setFailure(e instanceof Error ? e.message : 'Your gift could not be made. Try again.')
    } finally {
      setWorking(false)
    }
  }

  return (
    <Panel>
      <form noValidate onSubmit={(e) => void form.handleSubmit(give)(e)} className="flex flex-col gap-6" aria-label="Give">
        <Step n={1} title="Your gift">
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => <AmountPicker currency={page.currency} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
          />
          {page.funds.length > 1 ? (
            <SelectField label="Fund" options={page.funds.map((f) => ({ value: String(f.id), label: f.name }))} error={fieldError(form, 'fundId')} {...form.register('fundId')} />
          ) : (
            page.funds[0] && <p className="text-sm text-slate-600 dark:text-neutral-300">Fund: {page.funds[0].name}</p>
          )}
          <Controller
            control={form.control}
            name="frequency"
            render={({ field }) => <Segmented legend="How often" name="frequency" value={field.value as Frequency} options={(page.frequencies as Frequency[]).map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))} onChange={field.onChange} />}
          />
        </Step>

        <Step n={2} title="About you">
          <div className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
            <TextField label="First name" autoComplete="given-name" error={fieldError(form, 'firstName')} {...form.register('firstName')} />
            <TextField label="Last name" autoComplete="family-name" error={fieldError(form, 'lastName')} {...form.register('lastName')} />
          </div>
          <TextField label="E-mail" type="email" autoComplete="email" hint="Your receipt goes here." error={fieldError(form, 'email')} {...form.register('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" optional error={fieldError(form, 'phone')} {...form.register('phone')} />
        </Step>

        <Step n={3} title="Payment">
          {page.methods.length > 1 && (
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => <Segmented legend="Pay by" name="method" value={field.value} options={page.methods.map((m) => ({ value: m, label: m === 'card' ? 'Card' : 'US bank account' }))} onChange={field.onChange} />}
            />
          )}
          {method === 'card' ? (
            page.testMode ? (
              <div className="flex flex-col gap-2">
                <SelectField label="Test card" value={testCard} options={page.testCards.map((c) => ({ value: c.paymentMethod, label: c.label }))} onChange={(e) => setTestCard(e.target.value)} />
                <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">Test mode: gifts go to Stripe’s test environment and no real card is charged.</p>
              </div>
            ) : (
              <Suspense
                fallback={
                  <div role="status" className="flex items-center gap-2 text-sm text-slate-500">
                    <Spinner /> Loading Stripe…
                  </div>
                }
              >
                <StripeCard look="public" publishableKey={page.publishableKey} stripeAccount={page.stripeAccount} handle={card} disabled={working} />
              </Suspense>
            )
          ) : (
            <BankFields form={form} />
          )}
        </Step>

        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="give-error">
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" block loading={working} disabled={working} data-testid="give-submit">
          {shown ? `Give ${shown}${FREQUENCY_SUFFIX[frequency as Frequency] ?? ''}` : 'Give'}
        </Button>
      </form>
    </Panel>
  )
}

function AmountPicker({ currency, value, onChange, onBlur, error }: { currency: string; value: string; onChange: (v: string) => void; onBlur: () => void; error?: string }) {
  const id = useId()
  const symbol = formatMoney(0, currency).replace(/[\d.,\s]/g, '') || currency
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        Amount
      </span>
      <div role="group" aria-labelledby={`${id}-label`} className="grid grid-cols-5 gap-2 max-[500px]:grid-cols-3">
        {PRESETS.map((p) => {
          const on = normaliseAmount(value) === `${p}.00`
          return (
            <button
              key={p}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(p)}
              className={cn(
                'h-12 rounded-xl border text-base font-semibold tabular-nums transition',
                on ? 'border-brand bg-brand text-white shadow-sm' : 'border-slate-300 bg-white text-slate-800 hover:border-brand dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100',
              )}
            >
              {formatMoney(Number(p) * 100, currency).replace(/\.00$/, '')}
            </button>
          )
        })}
      </div>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center justify-center text-lg font-semibold text-slate-500">
          {symbol}
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-label="Other amount"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Other amount"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={cn(
            'h-14 w-full rounded-xl border bg-white pr-3 pl-10 text-2xl font-semibold tabular-nums outline-none focus:ring-2 focus:ring-brand/40 dark:bg-neutral-900',
            error ? 'border-red-500' : 'border-slate-300 focus:border-brand dark:border-neutral-700',
          )}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass.app}>
          {error}
        </p>
      )}
    </div>
  )
}

function Segmented<T extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-neutral-300">{legend}</legend>
      <div className={cn('grid gap-2', options.length > 2 ? 'grid-cols-4 max-[500px]:grid-cols-2' : 'grid-cols-2')}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center rounded-xl border px-2 text-center text-sm font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/50',
              value === o.value ? 'border-brand bg-brand/10 text-brand-ink dark:bg-brand/30 dark:text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200',
            )}
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type GiveForm = ReturnType<typeof useZodForm<typeof giveSchema>>
type GiveValues = Parameters<Parameters<GiveForm['handleSubmit']>[0]>[0]

function BankFields({ form }: { form: GiveForm }) {
  const routing = form.watch('routingNumber') ?? ''
  const [bank, setBank] = useState<{ number: string; name?: string; valid: boolean } | null>(null)
  const typed = routingProblem(routing)
  const digits = routing.replace(/[\s-]/g, '')

  // Nine good digits: ask the server too (its checksum, and the bank's name when it knows it).
  useEffect(() => {
    if (digits.length !== 9 || typed) return
    let gone = false
    checkRoutingNumber(digits).then(
      (r) => !gone && setBank({ number: digits, name: r.bankName, valid: r.valid }),
      () => !gone && setBank({ number: digits, valid: false }),
    )
    return () => {
      gone = true
    }
  }, [digits, typed])

  const server = bank?.number === digits ? bank : null
  const error = typed ?? (server && !server.valid ? 'Enter a valid 9-digit routing number' : null) ?? fieldError(form, 'routingNumber')
  return (
    <div className="flex flex-col gap-4">
      <TextField label="Account holder’s name" autoComplete="name" error={fieldError(form, 'accountHolderName')} {...form.register('accountHolderName')} />
      <div className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
        <TextField
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          error={error}
          hint={server?.valid ? (server.name ? `✓ ${server.name}` : '✓ Valid routing number') : '9 digits, on the bottom left of a cheque'}
          {...form.register('routingNumber')}
        />
        <TextField label="Account number" inputMode="numeric" autoComplete="off" maxLength={20} error={fieldError(form, 'accountNumber')} {...form.register('accountNumber')} />
      </div>
      <p className="text-xs text-slate-500 dark:text-neutral-400">By giving from your bank account you authorise the church to debit it for this gift (and each recurring one) through Stripe.</p>
    </div>
  )
}

function ThankYou({ page, done, onAgain }: { page: GivePageData; done: { result: GiveResult; amount: string; frequency: Frequency; email: string }; onAgain: () => void }) {
  const pending = done.result.status !== 'succeeded'
  return (
    <Panel className="text-center">
      <div aria-hidden="true" className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12l5 5 9-10" />
        </svg>
      </div>
      <h2 className="text-2xl font-bold" data-testid="give-thanks">
        Thank you!
      </h2>
      <p className="mt-2 text-slate-600 dark:text-neutral-300">
        Your gift of <strong>{done.amount}</strong>
        {FREQUENCY_SUFFIX[done.frequency]} to {page.churchName} {pending ? 'is on its way' : 'was received'}.
      </p>
      {done.frequency !== 'once' && <p className="mt-1 text-sm text-slate-600 dark:text-neutral-300">Your recurring gift is set up: the first one is today.</p>}
      <p className="mt-1 text-sm text-slate-500 dark:text-neutral-400">A receipt goes to {done.email}.</p>
      {done.result.message && <p className="mt-3 text-sm text-slate-500 dark:text-neutral-400">{done.result.message}</p>}
      <Button className="mt-6" variant="secondary" onClick={onAgain}>
        Give again
      </Button>
    </Panel>
  )
}

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 018 0v4" />
    </svg>
  )
}
