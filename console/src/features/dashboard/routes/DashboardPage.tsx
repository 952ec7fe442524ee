import { Button } from '@congregate/ui'
import { useOrg } from '@/lib/org'
import { useDashboard } from '../api/get-dashboard'
import { ChartCard, ColumnChart, ShareBars, TrendChart } from '@/components/charts/Charts'
import { monthLabel, monthYearLabel } from '../components/months'
import { StatCard } from '../components/StatCard'

export default function DashboardPage() {
  const org = useOrg()
  const q = useDashboard(org.orgId)

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-sm text-slate-500 dark:text-neutral-400">An overview of {org.fullName}.</p>
      </header>

      {q.isPending ? (
        <div role="status" aria-label="Loading dashboard" className="grid animate-pulse grid-cols-4 gap-4 max-[1100px]:grid-cols-2 max-[500px]:grid-cols-1">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-24 rounded-2xl bg-slate-200 dark:bg-neutral-800" />
          ))}
        </div>
      ) : q.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-neutral-900">
          <p className="font-medium">We couldn't load the dashboard.</p>
          <p className="mt-1 text-sm text-slate-500 dark:text-neutral-400">{q.error.message}</p>
          <Button className="mt-4" variant="secondary" onClick={() => q.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-4 gap-4 max-[1100px]:grid-cols-2 max-[500px]:grid-cols-1">
            <StatCard label="Total people" value={q.data.totalPeople} icon={<PeopleIcon />} />
            <StatCard label="New people" value={q.data.newPeopleLast30Days} hint="Last 30 days" icon={<PlusIcon />} />
            <StatCard label="Active admins" value={q.data.activeAdmins} icon={<ShieldIcon />} />
            <StatCard label="Sign-ins" value={q.data.signInsLast7Days} hint="Last 7 days" icon={<KeyIcon />} />
          </div>
          <div className="grid grid-cols-3 gap-4 max-[1100px]:grid-cols-1">
            <ChartCard title="Gender">
              <ShareBars tone="brand" data={(q.data.genderBreakdown ?? []).map((g) => ({ label: g.label, value: g.count }))} />
            </ChartCard>
            <ChartCard title="Age bands">
              <ColumnChart ariaLabel="People by age band" data={q.data.ageBands ?? []} />
            </ChartCard>
            <ChartCard title="Growth (last 6 months)">
              <Growth data={q.data.growth ?? []} />
            </ChartCard>
          </div>
        </>
      )}
    </div>
  )
}

const iconProps = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const

function PeopleIcon() {
  return (
    <svg {...iconProps}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    </svg>
  )
}
function PlusIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="9" cy="7" r="4" />
      <path d="M3 21v-2a4 4 0 0 1 4-4h4M19 14v6M16 17h6" />
    </svg>
  )
}
function ShieldIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
    </svg>
  )
}
function KeyIcon() {
  return (
    <svg {...iconProps}>
      <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
    </svg>
  )
}

/** Cumulative head count per month; the aria-label names each month with its year. */
function Growth({ data }: { data: { month: string; count: number }[] }) {
  return <TrendChart ariaLabel="People by month" points={data.map((d) => ({ label: monthLabel(d.month), value: d.count }))} described={(i) => monthYearLabel(data[i]!.month)} />
}
