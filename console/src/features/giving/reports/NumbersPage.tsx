import { useState } from 'react'
import { Card, CardHeader, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { formatCount, formatMoney } from '@/lib/format'
import { downloadReport, useNumbersReport, type GroupBy, type Method, type NumbersReport } from '../api/reports'
import { ChartCard, ShareBars } from '@/components/charts/Charts'
import { CompareColumns } from '../dashboard/GivingCharts'
import { GivingShell } from '../components/GivingShell'
import { METHOD_LABELS, changePercent, methodLabel, periodLabel, presetRange } from '../dashboard/periods'
import { ExportMenu, FundSelect, RangeFields, rangeOk, type Range } from './ReportFilters'

const GROUPS: { value: GroupBy; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
]

export default function NumbersPage() {
  const [range, setRange] = useState<Range>(() => presetRange('this-year'))
  const [groupBy, setGroupBy] = useState<GroupBy>('month')
  const [fundId, setFundId] = useState<number | null>(null)
  const [method, setMethod] = useState<Method | ''>('')
  const ok = rangeOk(range)
  const req = { from: range.from, to: range.to, groupBy, fundIds: fundId ? [fundId] : [], methods: method ? [method] : [] }
  const q = useNumbersReport(req, ok)

  return (
    <GivingShell
      title="Reporting by numbers"
      description="Totals by period, fund and method, against the same period a year before."
      actions={<ExportMenu disabled={!ok} onExport={(format) => downloadReport('numbers', format, { from: req.from, to: req.to, groupBy, fundIds: req.fundIds, methods: req.methods })} />}
    >
      <Card className="p-5">
        <div className="grid grid-cols-5 gap-4 max-[1100px]:grid-cols-3 max-[700px]:grid-cols-1">
          <RangeFields value={range} onChange={setRange} />
          <FundSelect value={fundId} onChange={setFundId} />
          <SelectField label="Method" value={method} placeholder="All methods" options={Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }))} onChange={(e) => setMethod(e.target.value as Method | '')} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-slate-700 dark:text-neutral-300" id="group-by-label">
            Group by
          </span>
          <Tabs label="Group by" value={groupBy} options={GROUPS} onChange={setGroupBy} />
        </div>
      </Card>
      {!ok ? null : q.isPending ? (
        <Skeleton className="h-72" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <NumbersBody r={q.data} groupBy={groupBy} />
      )}
    </GivingShell>
  )
}

function NumbersBody({ r, groupBy }: { r: NumbersReport; groupBy: GroupBy }) {
  const money = (m: number) => formatMoney(m, r.currency)
  const periods = r.totals.byPeriod
  const previous = periods.reduce((s, p) => s + p.previousYearMinor, 0)
  const change = changePercent(r.totalMinor, previous)
  return (
    <>
      <div className="grid grid-cols-3 gap-4 max-[700px]:grid-cols-1">
        <Card className="p-5">
          <p className="text-sm text-slate-500 dark:text-neutral-400">Total</p>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="numbers-total">
            {money(r.totalMinor)}
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm text-slate-500 dark:text-neutral-400">Gifts</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{formatCount(r.count)}</p>
        </Card>
        <Card className="p-5">
          <p className="text-sm text-slate-500 dark:text-neutral-400">A year before</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{money(previous)}</p>
          {change !== null && <p className={`text-xs font-semibold ${change >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>{change >= 0 ? '▲' : '▼'} {Math.abs(change)}%</p>}
        </Card>
      </div>
      <ChartCard title="By period" description="Each period against the same period a year before.">
        <CompareColumns ariaLabel="Giving by period" currency={r.currency} current="This period" previous="A year before" data={periods.map((p) => ({ label: periodLabel(p.period, groupBy), value: p.totalMinor, previous: p.previousYearMinor }))} />
      </ChartCard>
      <Card>
        <CardHeader title="By period" />
        {periods.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-neutral-400">No gifts in this period.</p>
        ) : (
          <TableShell label="Giving by period">
            <thead>
              <tr>
                <Th>Period</Th>
                <Th className="text-right">Gifts</Th>
                <Th className="text-right">Total</Th>
                <Th className="text-right">A year before</Th>
                <Th className="text-right">Change</Th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => {
                const c = changePercent(p.totalMinor, p.previousYearMinor)
                return (
                  <Tr key={p.period}>
                    <Td className="font-medium whitespace-nowrap">{periodLabel(p.period, groupBy)}</Td>
                    <Td className="text-right tabular-nums">{formatCount(p.count)}</Td>
                    <Td className="text-right tabular-nums">{money(p.totalMinor)}</Td>
                    <Td className="text-right text-slate-500 tabular-nums dark:text-neutral-400">{money(p.previousYearMinor)}</Td>
                    <Td className="text-right tabular-nums">{c === null ? '—' : `${c > 0 ? '+' : ''}${c}%`}</Td>
                  </Tr>
                )
              })}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <Td>Total</Td>
                <Td className="text-right tabular-nums">{formatCount(r.count)}</Td>
                <Td className="text-right tabular-nums">{money(r.totalMinor)}</Td>
                <Td className="text-right tabular-nums">{money(previous)}</Td>
                <Td className="text-right tabular-nums">{change === null ? '—' : `${change > 0 ? '+' : ''}${change}%`}</Td>
              </tr>
            </tfoot>
          </TableShell>
        )}
      </Card>
      <div className="grid grid-cols-2 gap-4 max-[1000px]:grid-cols-1">
        <ChartCard title="By fund">
          <ShareBars empty="No gifts in this period" format={(v) => formatMoney(v, r.currency)} data={r.totals.byFund.map((f) => ({ label: f.name, value: f.totalMinor }))} />
        </ChartCard>
        <ChartCard title="By method">
          <ShareBars empty="No gifts in this period" format={(v) => formatMoney(v, r.currency)} data={r.totals.byMethod.map((m) => ({ label: methodLabel(m.method), value: m.totalMinor }))} />
        </ChartCard>
      </div>
    </>
  )
}
