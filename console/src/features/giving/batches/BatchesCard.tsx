import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { MoneyField } from '@/components/MoneyField'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatMoney, today } from '@/lib/format'
import { amountProblem } from '@/lib/money'
import { useBatches, useCreateBatch, useGivingCurrency } from '../api/ledger'
import { batchPath } from '../paths'
import { differenceText } from './batch-totals'

const PAGE_SIZE = 25

/** The batches tab of contributions: each Sunday's counted offering, open until it balances and is committed. */
export function BatchesCard() {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState('')
  const [creating, setCreating] = useState(false)
  const list = useBatches({ page: page - 1, pageSize: PAGE_SIZE, status: status || undefined })
  const rows = list.data?.items ?? []
  const total = list.data?.total ?? 0
  return (
    <Card>
      <CardHeader
        title="Batches"
        description="Enter a counted offering gift by gift; it counts once the entered total matches the counted total and the batch is committed."
        actions={
          <>
            <div className="w-40">
              <SelectField
                label="Batch status"
                hideLabel
                placeholder="Every batch"
                options={[
                  { value: 'open', label: 'Open' },
                  { value: 'committed', label: 'Committed' },
                ]}
                value={status}
                onChange={(e) => (setStatus(e.target.value), setPage(1))}
              />
            </div>
            <Button onClick={() => setCreating(true)}>New batch</Button>
          </>
        }
      />
      {list.isPending ? (
        <Skeleton className="m-4 h-24" />
      ) : list.isError ? (
        <div className="p-4">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title="No batches yet" message="Start a batch after the offering is counted: give it a name, the date and the counted total." />
      ) : (
        <TableShell label="Batches">
          <thead>
            <tr>
              <Th>Batch</Th>
              <Th>Date</Th>
              <Th>Status</Th>
              <Th className="text-right">Counted</Th>
              <Th className="text-right">Entered</Th>
              <Th className="text-right">Difference</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <Tr key={b.id}>
                <Td className="font-medium">
                  <Link to={batchPath(b.id)} className="hover:text-brand-ink hover:underline">
                    {b.name}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{b.batchDate}</Td>
                <Td>{b.status === 'committed' ? <Badge tone="green">Committed</Badge> : <Badge tone="amber">Open</Badge>}</Td>
                <Td className="text-right tabular-nums">{formatMoney(b.expectedTotalMinor, b.currency)}</Td>
                <Td className="text-right tabular-nums">
                  {formatMoney(b.enteredTotalMinor, b.currency)} <span className="text-xs text-slate-500 dark:text-neutral-400">({b.enteredCount})</span>
                </Td>
                <Td className={b.differenceMinor === 0 ? 'text-right text-emerald-700 dark:text-emerald-400' : 'text-right font-medium text-red-700 dark:text-red-400'}>{differenceText(b.differenceMinor, (m) => formatMoney(m, b.currency))}</Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {total > PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} label="Batch pages" />
        </div>
      )}
      <NewBatchDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  )
}

function batchSchema(currency: string) {
  return z
    .object({
      name: z
        .string()
        .transform((s) => s.trim())
        .refine((s) => s.length > 0, 'Enter a batch name')
        .refine((s) => s.length <= 100, 'A batch name must be at most 100 characters'),
      batchDate: z.string().refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'Enter the date as YYYY-MM-DD'),
      expectedTotal: z.string().superRefine((s, ctx) => {
        const p = amountProblem(s, currency)
        if (p) ctx.addIssue({ code: 'custom', message: p })
      }),
      expectedCount: z.string().refine((s) => s.trim() === '' || (/^\d+$/.test(s.trim()) && Number(s) >= 1 && Number(s) <= 500), 'The count is a number from 1 to 500'),
    })
    .transform((v) => ({ name: v.name, batchDate: v.batchDate, expectedTotal: v.expectedTotal.trim().replace(/,/g, ''), expectedCount: v.expectedCount.trim() ? Number(v.expectedCount) : null }))
}

function NewBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateBatch()
  const navigate = useNavigate()
  const currency = useGivingCurrency()
  return (
    <Modal
      open={open}
      title="New batch"
      description="The counted total comes from the count sheet: the batch commits only when the gifts entered add up to it."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="batch-form" loading={create.isPending}>
            Create batch
          </Button>
        </>
      }
    >
      {open && <BatchForm currency={currency} onSubmit={(b) => create.mutate(b, { onSuccess: (x) => (onClose(), navigate(batchPath(x.id))) })} />}
    </Modal>
  )
}

function BatchForm({ currency, onSubmit }: { currency: string; onSubmit: (b: z.output<ReturnType<typeof batchSchema>>) => void }) {
  const [schema] = useState(() => batchSchema(currency))
  const form = useZodForm(schema, { defaultValues: { name: `Sunday offering ${today()}`, batchDate: today(), expectedTotal: '', expectedCount: '' } })
  return (
    <form id="batch-form" aria-label="New batch" noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField label="Name" maxLength={100} error={fieldError(form, 'name')} {...form.register('name')} />
      <TextField label="Date" type="date" error={fieldError(form, 'batchDate')} {...form.register('batchDate')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="expectedTotal"
          render={({ field, fieldState }) => <MoneyField label="Counted total" currency={currency} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} inputRef={field.ref} error={fieldState.error?.message} />}
        />
        <TextField label="Number of gifts" optional inputMode="numeric" autoComplete="off" error={fieldError(form, 'expectedCount')} {...form.register('expectedCount')} />
      </div>
    </form>
  )
}
