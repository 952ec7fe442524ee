import { Link } from 'react-router-dom'
import { Badge, Card, CardHeader, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatCount, formatDate, formatMoney } from '@/lib/format'
import { useGivingDashboard, type Dashboard } from '../api/reports'
import { ChartCard, ShareBars } from '@/components/charts/Charts'
import { CompareColumns } from './GivingCharts'
import { GivingShell } from '../components/GivingShell'
import { GIVING } from '../paths'
import { changePercent, methodLabel, monthLabel } from './periods'

export default function GivingDashboardPage() {
  const q = useGivingDashboard()
  return (
    <GivingShell title="Giving dashboard" description="What your church received: this month, this year, by fund and by method.">
      {q.isPending ? (
        <div className="grid grid-cols-5 gap-4 max-[1200px]:grid-cols-3 max-[700px]:grid-cols-2" role="status" aria-label="Loading dashboard">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
          <Skeleton className="col-span-full h-72" />
        </div>
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <DashboardBody d={q.data} />
      )}
    </GivingShell>
  )
}

function DashboardBody({ d }: { d: Dashboard }) {
  const money = (m: number) => formatMoney(m, d.currency)
  return (
    <>
      <div className="grid grid-cols-5 gap-4 max-[1200px]:grid-cols-3 max-[700px]:grid-cols-2">
        <Figure label="This month" value={money(d.thisMonthMinor)} now={d.thisMonthMinor} before={d.lastMonthMinor} hint={`Last month ${money(d.lastMonthMinor)}`} />
        <Figure label="Year to date" value={money(d.yearToDateMinor)} now={d.yearToDateMinor} before={d.lastYearToDateMinor} hint={`Last year to date ${money(d.lastYearToDateMinor)}`} />
        <Figure label="Givers this year" value={formatCount(d.givers)} />
        <Figure label="First-time givers" value={formatCount(d.firstTimeGivers)} hint="This year" />
        <Figure label="Average gift" value={money(d.averageGiftMinor)} hint="This year" />
      </div>
      <ChartCard title="Giving by month" description="The last 12 months against the same months a year before.">
        <CompareColumns
          ariaLabel="Giving by month"
          currency={d.currency}
          data={d.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.totalMinor, previous: m.lastYearMinor }))}
          current="Last 12 months"
          previous="A year before"
        />
      </ChartCard>
      <div className="grid grid-cols-2 gap-4 max-[1000px]:grid-cols-1">
        <ChartCard title="By fund" description="This year.">
          <ShareBars empty="No gifts in this period" format={(v) => formatMoney(v, d.currency)} data={d.byFund.map((f) => ({ label: f.name, value: f.totalMinor }))} />
        </ChartCard>
        <ChartCard title="By method" description="This year.">
          <ShareBars empty="No gifts in this period" format={(v) => formatMoney(v, d.currency)} data={d.byMethod.map((m) => ({ label: methodLabel(m.method), value: m.totalMinor, hint: `${formatCount(m.count)} gift${m.count === 1 ? '' : 's'}` }))} />
        </ChartCard>
      </div>
      <Card>
        <CardHeader
          title="Recent contributions"
          actions={
            <Link to={GIVING.contributions} className="text-sm font-semibold text-brand-ink hover:underline">
              All contributions
            </Link>
          }
        />
        {d.recent.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-neutral-400">No contributions yet.</p>
        ) : (
          <TableShell label="Recent contributions">
            <thead>
              <tr>
                <Th>Date</Th>
                <Th>Giver</Th>
                <Th>Fund</Th>
                <Th>Method</Th>
                <Th className="text-right">Amount</Th>
              </tr>
            </thead>
            <tbody>
              {d.recent.map((g) => (
                <Tr key={g.id}>
                  <Td className="whitespace-nowrap">{formatDate(g.receivedOn + 'T00:00:00')}</Td>
                  <Td>
                    <span className="font-medium">{g.personName}</span>
                    {g.householdName && <span className="block text-xs text-slate-500 dark:text-neutral-400">{g.householdName}</span>}
                  </Td>
                  <Td>{g.fundName}</Td>
                  <Td>
                    {methodLabel(g.method)}
                    {(g.source === 'online' || g.source === 'recurring') && (
                      <Badge tone="blue" className="ml-1.5">
                        {g.source === 'online' ? 'Online' : 'Recurring'}
                      </Badge>
                    )}
                  </Td>
                  <Td className="text-right font-medium whitespace-nowrap tabular-nums">{formatMoney(g.amountMinor, g.currency || d.currency)}</Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        )}
      </Card>
    </>
  )
}

function Figure({ label, value, hint, now, before }: { label: string; value: string; hint?: string; now?: number; before?: number }) {
  const change = now !== undefined && before !== undefined ? changePercent(now, before) : null
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-500 dark:text-neutral-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`giving-figure-${label}`}>
        {value}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500 dark:text-neutral-400">
        {change !== null && (
          <span className={change >= 0 ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-red-700 dark:text-red-400'}>
            {change >= 0 ? '▲' : '▼'} {Math.abs(change)}%
          </span>
        )}
        {hint}
      </p>
    </Card>
  )
}
