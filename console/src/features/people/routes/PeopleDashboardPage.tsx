import { Link } from 'react-router-dom'
import { Card, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { usePeopleDashboard } from '../api/get-people-dashboard'
import { MyFollowUpsCard } from '../components/FollowUpsCard'
import { ChartCard, ColumnChart, ShareBars, TrendChart } from '@/components/charts/Charts'
import { DonutChart, monthShort, weekLabel } from '../components/PeopleCharts'
import { PeopleShell } from '../components/PeopleShell'
import { AGE_BANDS } from '../lib/filters'
import { formatCount } from '../lib/format'
import { PEOPLE } from '../paths'

export default function PeopleDashboardPage() {
  const q = usePeopleDashboard()
  return (
    <PeopleShell>
      <PageHeader title="People dashboard" description="Your congregation at a glance: growth, membership, ages and attendance." />
      {q.isPending ? (
        <div className="grid grid-cols-4 gap-4 max-[1100px]:grid-cols-2" role="status" aria-label="Loading dashboard">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className={i < 4 ? 'h-24' : 'col-span-2 h-64'} />
          ))}
        </div>
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-4 gap-4 max-[1100px]:grid-cols-2">
            <Stat label="Active people" value={q.data.totals.active} hint={`${formatCount(q.data.totals.inactive)} inactive`} to={PEOPLE.listing} />
            <Stat label="New this month" value={q.data.totals.newThisMonth} to={`${PEOPLE.listing}?sortBy=createdAt&sortDir=desc`} />
            <Stat label="Households" value={q.data.totals.households} />
            <Stat label="Groups · units" value={q.data.totals.groups} suffix={` · ${formatCount(q.data.totals.serviceUnits)}`} to={PEOPLE.groupsAndServiceUnits} />
          </div>
          <MyFollowUpsCard />
          <div className="grid grid-cols-2 gap-4 max-[1000px]:grid-cols-1">
            <ChartCard title="Growth" description="People in the directory at the end of each month; bars show people added.">
              <TrendChart ariaLabel="People by month" points={q.data.growth.map((g) => ({ label: monthShort(g.month), value: g.total }))} bars={q.data.growth.map((g) => g.new)} />
            </ChartCard>
            <ChartCard title="Attendance trend" description="Present at services each week (members and guests).">
              <TrendChart ariaLabel="Attendance by week" points={q.data.attendanceTrend.map((w) => ({ label: weekLabel(w.weekStart), value: w.present + w.guests }))} />
            </ChartCard>
            <ChartCard title="Membership types">
              <DonutChart ariaLabel="People by membership type" data={q.data.membershipTypes} />
            </ChartCard>
            <ChartCard title="Gender">
              <ShareBars tone="brand" data={q.data.gender.map((g) => ({ label: g.label, value: g.count }))} />
            </ChartCard>
            <ChartCard title="Age bands" className="min-[1001px]:col-span-2">
              <ColumnChart ariaLabel="People by age band" data={orderAgeBands(q.data.ageBands)} />
            </ChartCard>
          </div>
        </>
      )}
    </PeopleShell>
  )
}

/** Youngest first, "not recorded" last, whatever order the server sends. */
function orderAgeBands(bands: { label: string; count: number }[]) {
  const rank = (l: string) => {
    const i = (AGE_BANDS as readonly string[]).indexOf(l)
    return i < 0 ? AGE_BANDS.length : i
  }
  return [...bands].sort((a, b) => rank(a.label) - rank(b.label)).map((b) => ({ ...b, label: b.label === 'unknown' ? 'Not recorded' : b.label }))
}

function Stat({ label, value, hint, suffix, to }: { label: string; value: number; hint?: string; suffix?: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-slate-500 dark:text-neutral-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`people-stat-${label}`}>
        {formatCount(value)}
        {suffix}
      </p>
      {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-neutral-400">{hint}</p>}
    </>
  )
  return <Card className="p-5">{to ? <Link to={to} className="block hover:opacity-80">{body}</Link> : body}</Card>
}
