import { useState } from 'react'
import { Button, Checkbox, TextField, toast } from '@congregate/ui'
import { Badge, Card, CardHeader, ErrorPanel, ProgressBar, Skeleton } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { toastApiError } from '@/lib/api-client'
import { saveBlob } from '@/lib/api-files'
import { formatCount, formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { downloadRunZip, fetchStatementPdf, useStartStatementRun, useStatementPreview, useStatementRun, useStatementRuns, type StatementRun } from '../api/reports'
import { GivingShell } from '../components/GivingShell'
import { methodLabel } from '../dashboard/periods'
import { RangeFields, rangeOk, type Range } from '../reports/ReportFilters'

const day = (d: string) => (d ? formatDate(`${d.slice(0, 10)}T00:00:00`) : '')
const yearRange = (y: number): Range => ({ from: `${y}-01-01`, to: `${y}-12-31` })

export default function StatementsPage() {
  const [generating, setGenerating] = useState(false)
  return (
    <GivingShell
      title="Contribution statements"
      description="A donor's statement of their gifts for a year or any period, or statements for every donor at once."
      actions={<Button onClick={() => setGenerating(true)}>Generate for all donors</Button>}
    >
      <OneDonor />
      <Runs />
      {generating && <GenerateDialog onClose={() => setGenerating(false)} />}
    </GivingShell>
  )
}

function PeriodChooser({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const thisYear = new Date().getFullYear()
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i)
  const match = years.find((y) => value.from === `${y}-01-01` && value.to === `${y}-12-31`)
  return (
    <>
      <SelectField
        label="Year"
        value={match ? String(match) : ''}
        placeholder="Custom dates"
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(e) => e.target.value && onChange(yearRange(Number(e.target.value)))}
      />
      <TextField label="From" type="date" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      <TextField label="To" type="date" value={value.to} error={value.from && value.to && value.to < value.from ? 'The end date must be on or after the start date' : undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
    </>
  )
}

function OneDonor() {
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const [range, setRange] = useState<Range>(() => yearRange(new Date().getFullYear() - (new Date().getMonth() < 2 ? 1 : 0)))
  const [opening, setOpening] = useState(false)
  const ok = !!person && rangeOk(range)
  const req = ok ? { personId: person.id, from: range.from, to: range.to } : null
  const q = useStatementPreview(req)

  const open = async (download: boolean) => {
    if (!req) return
    // Opened before the await: a window opened later is a pop-up the browser blocks.
    const win = download ? null : window.open('', '_blank')
    setOpening(true)
    try {
      const f = await fetchStatementPdf(req)
      if (win) {
        const url = URL.createObjectURL(f.blob)
        win.location.href = url
        setTimeout(() => URL.revokeObjectURL(url), 60_000)
      } else saveBlob(f.blob, f.filename)
    } catch (e) {
      win?.close()
      toastApiError(e)
    } finally {
      setOpening(false)
    }
  }

  const cur = q.data?.currency || 'USD'
  return (
    <Card>
      <CardHeader title="One donor" description="Choose a person and a period to preview their statement." />
      <div className="flex flex-col gap-5 p-5">
        <div className="grid grid-cols-4 gap-4 max-[1100px]:grid-cols-2 max-[700px]:grid-cols-1">
          <div className="max-[1100px]:col-span-2 max-[700px]:col-span-1">
            <PersonPicker label="Donor" value={person} onChange={setPerson} />
          </div>
          <PeriodChooser value={range} onChange={setRange} />
        </div>
        {!req ? (
          <p className="text-sm text-slate-500 dark:text-neutral-400">Pick a donor to see their statement.</p>
        ) : q.isPending ? (
          <Skeleton className="h-40" />
        ) : q.isError ? (
          <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
        ) : (
          <div className="flex flex-col gap-4" data-testid="statement-preview">
            <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
              <div>
                <p className="text-sm text-slate-500 dark:text-neutral-400">Total given</p>
                <p className="text-2xl font-bold tabular-nums">{formatMoney(q.data.totalMinor, cur)}</p>
              </div>
              <div>
                <p className="text-sm text-slate-500 dark:text-neutral-400">Tax-deductible</p>
                <p className="text-2xl font-bold tabular-nums">{formatMoney(q.data.deductibleMinor, cur)}</p>
              </div>
              <div className="ml-auto flex flex-wrap gap-2">
                <Button variant="secondary" disabled={opening || q.data.gifts.length === 0} onClick={() => void open(true)}>
                  Download PDF
                </Button>
                <Button loading={opening} disabled={q.data.gifts.length === 0} onClick={() => void open(false)}>
                  Open PDF
                </Button>
              </div>
            </div>
            {q.data.gifts.length === 0 ? (
              <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-neutral-800/40 dark:text-neutral-400">No contributions in this period.</p>
            ) : (
              <TableShell label="Statement gifts" className="max-h-96 rounded-lg border border-slate-100 dark:border-neutral-800">
                <thead>
                  <tr>
                    <Th>Date</Th>
                    <Th>Fund</Th>
                    <Th>Method</Th>
                    <Th className="text-right">Amount</Th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.gifts.map((g) => (
                    <Tr key={g.id}>
                      <Td className="whitespace-nowrap">{day(g.receivedOn)}</Td>
                      <Td>{g.fundName}</Td>
                      <Td>{methodLabel(g.method)}</Td>
                      <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(g.amountMinor, cur)}</Td>
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
            )}
          </div>
        )}
      </div>
    </Card>
  )
}

function GenerateDialog({ onClose }: { onClose: () => void }) {
  const [range, setRange] = useState<Range>(() => yearRange(new Date().getFullYear() - 1))
  const [email, setEmail] = useState(false)
  const [runId, setRunId] = useState<number | null>(null)
  const start = useStartStatementRun()
  const run = useStatementRun(runId)
  const r = run.data
  const finished = r?.status === 'done' || r?.status === 'failed'

  const submit = () =>
    start.mutate(
      { from: range.from, to: range.to, email },
      {
        onSuccess: (x) => {
          setRunId(x.id)
          toast.success('Statements are being generated')
        },
        onError: toastApiError,
      },
    )

  return (
    <Modal
      open
      size="md"
      title="Generate statements for all donors"
      description="One PDF for every person with counted gifts in the period; donors without gifts get none."
      onClose={onClose}
      footer={
        runId === null ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={start.isPending} disabled={!rangeOk(range)} onClick={submit}>
              Generate
            </Button>
          </>
        ) : (
          <>
            {r?.zipReady && (
              <Button variant="secondary" onClick={() => void downloadRunZip(r.id).catch(toastApiError)}>
                Download ZIP
              </Button>
            )}
            <Button onClick={onClose}>{finished ? 'Done' : 'Close and keep running'}</Button>
          </>
        )
      }
    >
      {runId === null ? (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-4 max-[700px]:grid-cols-1">
            <RangeFields value={range} onChange={setRange} />
          </div>
          <Checkbox checked={email} onChange={setEmail}>
            E-mail each donor a link to their statement (people on the do-not-contact list and people without an e-mail are skipped)
          </Checkbox>
        </div>
      ) : !r ? (
        <Skeleton className="h-16" />
      ) : (
        <RunProgress run={r} />
      )}
    </Modal>
  )
}

function RunProgress({ run }: { run: StatementRun }) {
  const pct = run.total ? (run.done / run.total) * 100 : run.status === 'done' ? 100 : 0
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <ProgressBar value={pct} label={run.status === 'queued' ? 'Waiting to start…' : run.status === 'running' ? `Generating ${formatCount(run.done)} of ${formatCount(run.total)}` : run.status === 'done' ? 'Finished' : 'Failed'} />
      {run.status === 'failed' && <p className="text-sm text-red-700 dark:text-red-400">{run.error || 'The run failed. Try again.'}</p>}
      {run.status === 'done' && (
        <p className="text-sm text-slate-600 dark:text-neutral-300" data-testid="run-summary">
          {formatCount(run.done)} statement{run.done === 1 ? '' : 's'}
          {run.emailed || run.skippedNoEmail || run.optedOut ? ` · ${formatCount(run.emailed)} e-mailed · ${formatCount(run.skippedNoEmail)} without e-mail · ${formatCount(run.optedOut)} opted out` : ''}
        </p>
      )}
    </div>
  )
}

const STATUS_TONE = { queued: 'neutral', running: 'blue', done: 'green', failed: 'red' } as const

function Runs() {
  const [page, setPage] = useState(1)
  const q = useStatementRuns(page - 1)
  return (
    <Card>
      <CardHeader title="Past runs" description="Statements generated for all donors; download a run's PDFs as one ZIP." />
      {q.isPending ? (
        <Skeleton className="m-5 h-24" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-neutral-400">No statements generated yet.</p>
      ) : (
        <>
          <TableShell label="Statement runs">
            <thead>
              <tr>
                <Th>Period</Th>
                <Th>Status</Th>
                <Th className="text-right">Statements</Th>
                <Th className="text-right">E-mailed</Th>
                <Th>Started</Th>
                <Th>
                  <span className="sr-only">Download</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {q.data.items.map((r) => (
                <Tr key={r.id}>
                  <Td className="whitespace-nowrap">
                    {day(r.from)} – {day(r.to)}
                  </Td>
                  <Td>
                    <Badge tone={STATUS_TONE[r.status]}>{r.status === 'running' ? `Running ${r.done}/${r.total}` : r.status[0]!.toUpperCase() + r.status.slice(1)}</Badge>
                  </Td>
                  <Td className="text-right tabular-nums">{formatCount(r.done)}</Td>
                  <Td className="text-right tabular-nums">{formatCount(r.emailed)}</Td>
                  <Td className="whitespace-nowrap">
                    {formatDateTime(r.createdAt)}
                    {r.createdByName && <span className="block text-xs text-slate-500 dark:text-neutral-400">{r.createdByName}</span>}
                  </Td>
                  <Td className="text-right">
                    {r.zipReady && (
                      <Button size="sm" variant="secondary" onClick={() => void downloadRunZip(r.id).catch(toastApiError)}>
                        ZIP
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
          {q.data.total > q.data.pageSize && (
            <div className="border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
              <Pagination page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} label="Run pages" />
            </div>
          )}
        </>
      )}
    </Card>
  )
}
