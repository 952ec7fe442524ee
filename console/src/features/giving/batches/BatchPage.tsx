import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { MoneyField } from '@/components/MoneyField'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { ApiError } from '@/lib/api-client'
import { formatDateTime, formatMoney } from '@/lib/format'
import { amountProblem } from '@/lib/money'
import { METHODS, methodLabel, useAddBatchGifts, useAvailableCodes, useBatch, useCommitBatch, useDeleteBatch, useRemoveBatchGift, type Batch, type BatchView, type Method } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { GIVING } from '../paths'
import { batchBalance, differenceText } from './batch-totals'

export default function BatchPage() {
  const id = Number(useParams().id)
  const q = useBatch(Number.isFinite(id) ? id : 0)
  const back = (
    <Link to={GIVING.batches} className="text-brand-ink hover:underline">
      ← Batches
    </Link>
  )
  if (q.isPending) return <GivingShell title="Batch" back={back}><Skeleton className="h-64" /></GivingShell>
  if (q.isError)
    return (
      <GivingShell title="Batch" back={back}>
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      </GivingShell>
    )
  return <BatchView view={q.data} back={back} />
}

function BatchView({ view, back }: { view: BatchView; back: React.ReactNode }) {
  const { batch, items } = view
  const open = batch.status === 'open'
  const [draftAmount, setDraftAmount] = useState('')
  const money = (m: number) => formatMoney(m, batch.currency)
  const bal = batchBalance(batch, open ? draftAmount : '', batch.currency)
  return (
    <GivingShell
      title={batch.name}
      back={back}
      description={`${batch.batchDate} · created by ${batch.createdByName || 'staff'}${batch.committedAt ? ` · committed ${formatDateTime(batch.committedAt)} by ${batch.committedByName}` : ''}`}
      actions={open ? <BatchActions batch={batch} /> : <Badge tone="green">Committed</Badge>}
    >
      <section aria-label="Batch totals" className="grid gap-3 sm:grid-cols-3">
        <Total label="Counted" value={money(batch.expectedTotalMinor)} sub={batch.expectedCount != null ? `${batch.expectedCount} gifts` : undefined} />
        <Total label="Entered" value={money(bal.enteredMinor)} sub={`${bal.enteredCount} ${bal.enteredCount === 1 ? 'gift' : 'gifts'}${draftAmount.trim() && open ? ' with the row being typed' : ''}`} />
        <div
          aria-live="polite"
          className={cn(
            'rounded-2xl border px-4 py-3',
            bal.differenceMinor === 0 ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950' : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
          )}
        >
          <p className="text-sm text-slate-600 dark:text-neutral-300">Difference</p>
          <p data-testid="batch-difference" className={cn('text-xl font-semibold tabular-nums', bal.differenceMinor === 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300')}>
            {differenceText(bal.differenceMinor, money)}
          </p>
        </div>
      </section>
      {open && <EntryRow batch={batch} amount={draftAmount} onAmount={setDraftAmount} />}
      <GiftsTable batch={batch} items={items} />
    </GivingShell>
  )
}

function Total({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-neutral-800 dark:bg-neutral-900">
      <p className="text-sm text-slate-500 dark:text-neutral-400">{label}</p>
      <p className="text-xl font-semibold tabular-nums">{value}</p>
      {sub && <p className="text-xs text-slate-500 dark:text-neutral-400">{sub}</p>}
    </div>
  )
}

function BatchActions({ batch }: { batch: Batch }) {
  const commit = useCommitBatch()
  const del = useDeleteBatch()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setDeleting(true)}>
          Delete batch
        </Button>
        <Button
          loading={commit.isPending}
          onClick={() => {
            setError(null)
            commit.mutate({ id: batch.id }, { onError: (e) => setError(e instanceof ApiError ? e.message : String(e)) })
          }}
        >
          Commit batch
        </Button>
      </div>
      {error && (
        <p role="alert" className="max-w-md rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={deleting}
        danger
        title={`Delete ${batch.name}?`}
        message="The batch and the gifts entered in it are removed. Nothing has been counted yet."
        confirmLabel="Delete batch"
        loading={del.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => del.mutate({ id: batch.id }, { onSuccess: () => navigate(GIVING.batches) })}
      />
    </div>
  )
}

/**
 * The fast entry row: giver (blank = anonymous), code, amount, method, cheque number; Enter adds
 * the gift and puts the cursor back on the giver for the next envelope. Code and method stay as
 * they were, since a run of envelopes mostly shares them.
 */
function EntryRow({ batch, amount, onAmount }: { batch: Batch; amount: string; onAmount: (s: string) => void }) {
  const codes = useAvailableCodes()
  const add = useAddBatchGifts()
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const [fundId, setFundId] = useState('')
  const [method, setMethod] = useState<Method>('cash')
  const [cheque, setCheque] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const personBox = useRef<HTMLDivElement>(null)
  // After a gift is added the cursor goes back to the giver, once the cleared picker's input is in.
  const [refocus, setRefocus] = useState(0)
  useEffect(() => {
    if (refocus) personBox.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [refocus])
  const amountRef = useRef<HTMLInputElement>(null)
  const options = (codes.data?.items ?? []).map((f) => ({ value: String(f.id), label: `${f.name} (${f.code})` }))
  const fund = fundId || (options[0]?.value ?? '')

  function submit(e: FormEvent) {
    e.preventDefault()
    const errs: Record<string, string> = {}
    if (!fund) errs.fund = 'Choose a contribution code'
    const a = amountProblem(amount, batch.currency)
    if (a) errs.amount = a
    if (method === 'cheque' && !cheque.trim()) errs.cheque = 'Enter the cheque number'
    setErrors(errs)
    if (Object.keys(errs).length) return
    add.mutate(
      { batchId: batch.id, gifts: [{ personId: person?.id ?? null, fundId: Number(fund), amount: amount.trim().replace(/,/g, ''), method, chequeNumber: method === 'cheque' ? cheque.trim() : '', note: '' }] },
      {
        onSuccess: () => {
          setPerson(null)
          onAmount('')
          setCheque('')
          setRefocus((n) => n + 1)
        },
      },
    )
  }

  return (
    <Card>
      <CardHeader title="Enter gifts" description="Leave the giver empty for loose offering (anonymous). Press Enter to add the gift." />
      <form aria-label="Enter a gift" noValidate onSubmit={submit} className="grid items-start gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div ref={personBox}>
          <PersonPicker
            label="Giver"
            placeholder="Name, e-mail or envelope… (blank: anonymous)"
            value={person}
            onChange={(p) => {
              setPerson(p)
              if (p) requestAnimationFrame(() => amountRef.current?.focus())
            }}
          />
        </div>
        <SelectField label="Code" options={options} value={fund} onChange={(e) => setFundId(e.target.value)} error={errors.fund} />
        <MoneyField label="Amount" currency={batch.currency} value={amount} onChange={(s) => (onAmount(s), setErrors((x) => ({ ...x, amount: '' })))} inputRef={amountRef} error={errors.amount || undefined} />
        <SelectField label="Method" options={METHODS} value={method} onChange={(e) => setMethod(e.target.value as Method)} />
        <div>
          {method === 'cheque' ? (
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700 dark:text-neutral-300">
              Cheque no.
              <input
                value={cheque}
                onChange={(e) => (setCheque(e.target.value), setErrors((x) => ({ ...x, cheque: '' })))}
                autoComplete="off"
                maxLength={50}
                aria-invalid={!!errors.cheque || undefined}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-normal dark:border-neutral-700 dark:bg-neutral-950"
              />
              {errors.cheque && <span className="text-xs font-normal text-red-600 dark:text-red-400">{errors.cheque}</span>}
            </label>
          ) : (
            <p className="hidden text-sm text-slate-400 md:mt-8 md:block">—</p>
          )}
        </div>
        <div className="md:mt-7">
          <Button type="submit" loading={add.isPending} block>
            Add gift
          </Button>
        </div>
      </form>
    </Card>
  )
}

function GiftsTable({ batch, items }: { batch: Batch; items: BatchView['items'] }) {
  const remove = useRemoveBatchGift()
  const open = batch.status === 'open'
  return (
    <Card>
      <CardHeader title="Gifts in this batch" description={open ? 'Gifts stay pending until the batch is committed.' : 'This batch is committed and cannot be changed; void a gift from the contributions list.'} />
      {items.length === 0 ? (
        <EmptyState title="No gifts entered yet" />
      ) : (
        <TableShell label="Gifts in this batch">
          <thead>
            <tr>
              <Th>#</Th>
              <Th>Giver</Th>
              <Th>Code</Th>
              <Th>Method</Th>
              <Th className="text-right">Amount</Th>
              {open && (
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((g, i) => (
              <Tr key={g.id} className={cn(g.voided && 'text-slate-400 line-through')}>
                <Td className="text-slate-500 tabular-nums">{i + 1}</Td>
                <Td>{g.personName}</Td>
                <Td>{g.fundName}</Td>
                <Td className="whitespace-nowrap">
                  {methodLabel(g.method)}
                  {g.chequeNumber && <span className="text-xs text-slate-500"> #{g.chequeNumber}</span>}
                </Td>
                <Td className="text-right font-medium tabular-nums">{formatMoney(g.amountMinor, g.currency)}</Td>
                {open && (
                  <Td className="text-right">
                    <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" aria-label={`Remove gift ${i + 1} of ${g.personName}`} onClick={() => remove.mutate({ batchId: batch.id, contributionId: g.id })}>
                      Remove
                    </Button>
                  </Td>
                )}
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
    </Card>
  )
}
