import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { Badge, Card, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { Tabs } from '@/components/ui/Tabs'
import { useCelebrations, type CelebrationsRequest } from '../api/celebrations'
import { PeopleShell } from '../components/PeopleShell'
import { PersonAvatar } from '../components/PersonAvatar'
import { MONTH_NAMES, addDays, formatDate, formatDayMonth, isoDay, isoWeek, isoWeekStart } from '../lib/format'
import { personPath } from '../paths'

const PAGE_SIZE = 50

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd']
  const v = n % 100
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`
}

export default function CelebrationsPage() {
  const [kind, setKind] = useState<CelebrationsRequest['kind']>('birthday')
  const [period, setPeriod] = useState<CelebrationsRequest['period']>('month')
  const [anchor, setAnchor] = useState(() => new Date())
  const [page, setPage] = useState(1)
  const w = isoWeek(anchor)
  const req: CelebrationsRequest =
    period === 'month'
      ? { kind, period, year: anchor.getFullYear(), month: anchor.getMonth() + 1, page: page - 1, pageSize: PAGE_SIZE }
      : { kind, period, year: w.year, week: w.week, page: page - 1, pageSize: PAGE_SIZE }
  const q = useCelebrations(req)
  const weekStart = isoWeekStart(w.year, w.week)
  const label = period === 'month' ? `${MONTH_NAMES[anchor.getMonth()]} ${anchor.getFullYear()}` : `Week ${w.week}: ${formatDayMonth(weekStart)} – ${formatDayMonth(addDays(weekStart, 6))}, ${addDays(weekStart, 6).getFullYear()}`
  const today = isoDay(new Date())

  function shift(n: number) {
    setPage(1)
    setAnchor((a) => (period === 'month' ? new Date(a.getFullYear(), a.getMonth() + n, 1) : addDays(a, 7 * n)))
  }

  return (
    <PeopleShell>
      <PageHeader title="Birthdays & weddings" description="Who is celebrating, so nobody is forgotten: send a card, a call or a greeting." />
      <div className="flex flex-wrap items-center gap-3">
        <Tabs
          label="Celebration"
          value={kind}
          onChange={(k) => (setKind(k), setPage(1))}
          options={[
            { value: 'birthday', label: 'Birthdays' },
            { value: 'wedding', label: 'Wedding anniversaries' },
            { value: 'all', label: 'Both' },
          ]}
        />
        <Tabs
          label="Period"
          value={period}
          onChange={(p) => (setPeriod(p), setPage(1))}
          options={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
        />
        <div className="ml-auto flex items-center gap-1">
          <Button size="sm" variant="ghost" aria-label={`Previous ${period}`} onClick={() => shift(-1)}>
            ‹
          </Button>
          <span className="min-w-44 text-center text-sm font-semibold" aria-live="polite">
            {label}
          </span>
          <Button size="sm" variant="ghost" aria-label={`Next ${period}`} onClick={() => shift(1)}>
            ›
          </Button>
          <Button size="sm" variant="secondary" onClick={() => (setAnchor(new Date()), setPage(1))}>
            {period === 'month' ? 'This month' : 'This week'}
          </Button>
        </div>
      </div>
      <Card>
        {q.isPending ? (
          <div className="flex flex-col gap-2 p-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : q.isError ? (
          <div className="p-4">
            <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
          </div>
        ) : q.data.items.length === 0 ? (
          <EmptyState title="Nothing to celebrate" message={`No ${kind === 'wedding' ? 'wedding anniversaries' : kind === 'birthday' ? 'birthdays' : 'birthdays or anniversaries'} in ${label.toLowerCase().startsWith('week') ? 'this week' : label}. Birthdays show for people whose birth date is recorded.`} />
        ) : (
          <ul className={cn('divide-y divide-slate-100 dark:divide-neutral-800', q.isPlaceholderData && 'opacity-60')}>
            {q.data.items.map((c) => {
              const isToday = c.day === today
              return (
                <li key={`${c.personId}-${c.kind}`} className={cn('flex flex-wrap items-center gap-4 px-5 py-3', isToday && 'bg-amber-50/70 dark:bg-amber-950/30')}>
                  <div className="w-16 shrink-0 text-center">
                    <div className="text-xs font-semibold text-brand-ink uppercase">{formatDayMonth(c.day).split(' ')[0]}</div>
                    <div className="text-2xl leading-none font-bold tabular-nums">{Number(c.day.slice(8, 10))}</div>
                  </div>
                  <PersonAvatar name={c.fullName} photoUrl={c.hasPhoto ? c.photoUrl : null} size={40} />
                  <div className="min-w-0 flex-1">
                    <Link to={personPath(c.personId)} className="font-medium hover:text-brand-ink hover:underline">
                      {c.fullName}
                    </Link>
                    <p className="text-xs text-slate-500 dark:text-neutral-400">
                      {formatDate(c.day)}
                      {c.years != null && c.years > 0 && (c.kind === 'birthday' ? ` · turns ${c.years}` : ` · ${ordinal(c.years)} anniversary`)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    {isToday && <Badge tone="amber">Today</Badge>}
                    <Badge tone={c.kind === 'birthday' ? 'blue' : 'brand'}>{c.kind === 'birthday' ? 'Birthday' : 'Anniversary'}</Badge>
                  </div>
                  <div className="flex w-full gap-3 pl-20 text-xs min-[641px]:w-24 min-[641px]:justify-end min-[641px]:pl-0">
                    {c.email && (
                      <a href={`mailto:${c.email}`} className="text-brand-ink hover:underline">
                        E-mail
                      </a>
                    )}
                    {c.mobile && (
                      <a href={`tel:${c.mobile}`} className="text-brand-ink hover:underline">
                        Call
                      </a>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        {q.data && q.data.total > PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={PAGE_SIZE} total={q.data.total} onPage={setPage} />
          </div>
        )}
      </Card>
    </PeopleShell>
  )
}
