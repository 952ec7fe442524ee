import { useState } from 'react'
import { Card, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Tabs } from '@/components/ui/Tabs'
import { formatCount } from '@/lib/format'
import { useChildrenDashboard, type ChildrenDashboard } from '../api/reports'
import { ChartCard, Columns, ShareBars } from '@/components/charts/Charts'
import { ChildrenShell } from './ChildrenShell'
import { dayMonth } from './weeks'

const SPANS = [
  { value: '8', label: '8 weeks' },
  { value: '26', label: '26 weeks' },
  { value: '52', label: '52 weeks' },
]

export default function DashboardPage() {
  const [weeks, setWeeks] = useState('8')
  const q = useChildrenDashboard(Number(weeks))
  return (
    <ChildrenShell title="Children's dashboard" description="Check-ins week by week and room by room." actions={<Tabs label="Period" value={weeks} options={SPANS} onChange={setWeeks} />}>
      {q.isPending ? (
        <div className="grid grid-cols-3 gap-4 max-[700px]:grid-cols-1" role="status" aria-label="Loading dashboard">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
          <Skeleton className="col-span-full h-72" />
        </div>
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <Body d={q.data} />
      )}
    </ChildrenShell>
  )
}

function Body({ d }: { d: ChildrenDashboard }) {
  const checkins = d.weeks.reduce((s, w) => s + w.checkins, 0)
  return (
    <>
      <div className="grid grid-cols-3 gap-4 max-[700px]:grid-cols-1">
        <Figure label="Check-ins" value={formatCount(checkins)} hint={`${d.from} to ${d.to}`} />
        <Figure label="Children" value={formatCount(d.children)} hint="Checked in at least once" />
        <Figure label="First-timers" value={formatCount(d.firstTimers)} hint="First check-in in this period" />
      </div>
      <ChartCard title="Check-ins per week" description="Each column is the week starting that Sunday.">
        <Columns ariaLabel="Check-ins per week" empty="No check-ins in this period" data={d.weeks.map((w) => ({ label: dayMonth(w.weekOf), value: w.checkins, hint: `${w.children} children` }))} />
      </ChartCard>
      <ChartCard title="By classroom" description="Check-ins in this period.">
        <ShareBars empty="No check-ins in this period" data={d.byClassroom.map((r) => ({ label: r.classroomName || 'No classroom', value: r.checkins }))} />
      </ChartCard>
    </>
  )
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="p-5" data-testid={`figure-${label}`}>
      <p className="text-sm text-slate-500 dark:text-neutral-400">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-500 dark:text-neutral-400">{hint}</p>}
    </Card>
  )
}
