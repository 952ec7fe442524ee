import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { TextField } from '@congregate/ui'
import { formatCount, formatDate, formatMoney } from '@/lib/format'
import { downloadReport, useDonorsReport, useGivingModule, usePersonReport, type Donor, type DonorKind } from '../api/reports'
import { ShareBars } from '@/components/charts/Charts'
import { GivingShell } from '../components/GivingShell'
import { methodLabel, presetRange } from '../dashboard/periods'
import { ExportMenu, FundSelect, RangeFields, rangeOk, type Range } from './ReportFilters'

const KINDS: { value: DonorKind; label: string }[] = [
  { value: 'top', label: 'Top donors' },
  { value: 'first-time', label: 'First-time' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'all', label: 'All donors' },
]

const HINTS: Record<DonorKind, string> = {
  top: 'Donors by what they gave in the period, largest first.',
  'first-time': 'People whose first gift ever falls in the period.',
  lapsed: 'People who gave before and nothing in the last days you choose.',
  all: 'Everyone who gave in the period.',
}

const PAGE_SIZE = 25
const day = (d: string) => (d ? formatDate(`${d.slice(0, 10)}T00:00:00`) : '—')

export default function DonorsPage() {
  const [kind, setKind] = useState<DonorKind>('top')
  const [range, setRange] = useState<Range>(() => presetRange('this-year'))
  const [fundId, setFundId] = useState<number | null>(null)
  const [lapsedDays, setLapsedDays] = useState('90')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Donor | null>(null)
  const days = Math.max(1, Math.min(3650, Number(lapsedDays) || 90))
  const ok = rangeOk(range)
  const req = { from: range.from, to: range.to, kind, fundIds: fundId ? [fundId] : [], page: page - 1, pageSize: PAGE_SIZE, ...(kind === 'lapsed' ? { lapsedDays: days } : {}) }
  const q = useDonorsReport(req, ok)
  const currency = useGivingModule().data?.currency ?? 'USD'
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v)
    setPage(1)
  }

  return (
    <GivingShell
      title="Reporting by donors"
      description="Who gives: top, first-time and lapsed donors. Each person is shown with their household, never merged into it."
      actions={<ExportMenu disabled={!ok} onExport={(format) => downloadReport('donors', format, { kind, from: range.from, to: range.to, fundIds: req.fundIds, lapsedDays: kind === 'lapsed' ? days : undefined })} />}
    >
      <Tabs label="Donors" value={kind} options={KINDS} onChange={reset(setKind)} />
      <Card className="p-5">
        <p className="mb-4 text-sm text-slate-500 dark:text-neutral-400">{HINTS[kind]}</p>
        <div className="grid grid-cols-5 gap-4 max-[1100px]:grid-cols-3 max-[700px]:grid-cols-1">
          <RangeFields value={range} onChange={reset(setRange)} />
          <FundSelect value={fundId} onChange={reset(setFundId)} />
          {kind === 'lapsed' && <TextField label="No gift for (days)" type="number" min={1} max={3650} value={lapsedDays} onChange={(e) => reset(setLapsedDays)(e.target.value)} />}
        </div>
      </Card>
      {!ok ? null : q.isPending ? (
        <Skeleton className="h-72" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <Card>
          {q.data.items.length === 0 ? (
            <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-neutral-400">No donors match.</p>
          ) : (
            <>
              <TableShell label="Donors">
                <thead>
                  <tr>
                    <Th>Donor</Th>
                    <Th>Household</Th>
                    <Th>Envelope</Th>
                    <Th className="text-right">Gifts</Th>
                    <Th className="text-right">Total</Th>
                    <Th className="text-right">Previous period</Th>
                    <Th>First gift</Th>
                    <Th>Last gift</Th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.items.map((d) => (
                    <Tr key={d.personId}>
                      <Td>
                        <button type="button" className="text-left font-semibold text-brand-ink hover:underline" onClick={() => setOpen(d)}>
                          {d.name}
                        </button>
                        {d.email && <span className="block text-xs text-slate-500 dark:text-neutral-400">{d.email}</span>}
                      </Td>
                      <Td>{d.householdName || '—'}</Td>
                      <Td className="tabular-nums">{d.envelopeId || '—'}</Td>
                      <Td className="text-right tabular-nums">{formatCount(d.count)}</Td>
                      <Td className="text-right font-medium whitespace-nowrap tabular-nums">{formatMoney(d.totalMinor, currency)}</Td>
                      <Td className="text-right whitespace-nowrap text-slate-500 tabular-nums dark:text-neutral-400">{formatMoney(d.previousTotalMinor, currency)}</Td>
                      <Td className="whitespace-nowrap">{day(d.firstGiftOn)}</Td>
                      <Td className="whitespace-nowrap">{day(d.lastGiftOn)}</Td>
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
              <div className="border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
                <Pagination page={page} pageSize={PAGE_SIZE} total={q.data.total} onPage={setPage} label="Donor pages" />
              </div>
            </>
          )}
        </Card>
      )}
      {open && <DonorHistory donor={open} range={range} currency={currency} onClose={() => setOpen(null)} />}
    </GivingShell>
  )
}

/** A donor's giving in the period: totals by year and fund, and every gift (paged). */
function DonorHistory({ donor, range, currency, onClose }: { donor: Donor; range: Range; currency: string; onClose: () => void }) {
  const [page, setPage] = useState(1)
  const q = usePersonReport({ personId: donor.personId, from: range.from, to: range.to, page: page - 1, pageSize: 20 })
  const cur = q.data?.currency || currency
  return (
    <Modal
      open
      size="xl"
      title={donor.name}
      description={donor.householdName ? `Household: ${donor.householdName}` : 'Giving history'}
      onClose={onClose}
      footer={
        <>
          <Link to={`/product/people/listing/view-people?id=${donor.personId}`} className="mr-auto self-center text-sm font-semibold text-brand-ink hover:underline">
            Open profile
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {q.isPending ? (
        <Skeleton className="h-48" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="grid grid-cols-2 gap-4 max-[700px]:grid-cols-1">
            <div>
              <p className="text-sm text-slate-500 dark:text-neutral-400">
                {day(range.from)} – {day(range.to)}
              </p>
              <p className="text-2xl font-bold tabular-nums" data-testid="donor-history-total">
                {formatMoney(q.data.totalMinor, cur)}
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {q.data.byYear.map((y) => (
                  <li key={y.year} className="flex justify-between gap-3">
                    <span>{y.year}</span>
                    <span className="tabular-nums">{formatMoney(y.totalMinor, cur)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <ShareBars empty="No gifts in this period" format={(v) => formatMoney(v, cur)} data={q.data.byFund.map((f) => ({ label: f.name, value: f.totalMinor }))} />
          </div>
          <TableShell label="Gifts">
            <thead>
              <tr>
                <Th>Date</Th>
                <Th>Fund</Th>
                <Th>Method</Th>
                <Th className="text-right">Amount</Th>
              </tr>
            </thead>
            <tbody>
              {q.data.gifts.items.map((g) => (
                <Tr key={g.id}>
                  <Td className="whitespace-nowrap">{day(g.receivedOn)}</Td>
                  <Td>{g.fundName}</Td>
                  <Td>{methodLabel(g.method)}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(g.amountMinor, g.currency || cur)}</Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
          {q.data.gifts.total > q.data.gifts.pageSize && <Pagination page={page} pageSize={q.data.gifts.pageSize} total={q.data.gifts.total} onPage={setPage} label="Gift pages" />}
        </div>
      )}
    </Modal>
  )
}
