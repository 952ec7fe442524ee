import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import type { Page } from '@/api'
import { Card, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { saveBlob } from '@/lib/api-files'
import { toastApiError } from '@/lib/api-client'
import { today } from '@/lib/format'
import { fetchAttendance, fetchFirstTimers, fetchNotSeen, useAttendanceReport, useFirstTimersReport, useNotSeenReport, type RangeFilter } from '../api/reports'
import { useChildrenSettings, useClassrooms } from '../api/rooms'
import { childPath } from '../paths'
import { ChildrenShell } from './ChildrenShell'
import { allRows, toCsv } from './csv'
import { daysBefore } from './weeks'

type Tab = 'attendance' | 'first-timers' | 'not-seen'
const TABS: { value: Tab; label: string }[] = [
  { value: 'attendance', label: 'Attendance' },
  { value: 'first-timers', label: 'First-timers' },
  { value: 'not-seen', label: 'Not seen' },
]
const PAGE_SIZE = 25

export default function ReportingPage() {
  const [tab, setTab] = useState<Tab>('attendance')
  const end = today()
  const [range, setRange] = useState({ from: daysBefore(end, 83), to: end, classroomId: '' })
  const [page, setPage] = useState(1)
  const filter: RangeFilter = { from: range.from, to: range.to, classroomId: range.classroomId ? Number(range.classroomId) : null, page, pageSize: PAGE_SIZE }
  const rooms = useClassrooms()
  const change = (p: Partial<typeof range>) => (setRange((r) => ({ ...r, ...p })), setPage(1))

  return (
    <ChildrenShell title="Reporting" description="Attendance by classroom and date, first-timers and the children not seen for a while.">
      <Tabs label="Report" value={tab} options={TABS} onChange={(t) => (setTab(t), setPage(1))} />
      {tab !== 'not-seen' && (
        <div className="flex flex-wrap items-end gap-3">
          <TextField type="date" label="From" value={range.from} max={range.to} onChange={(e) => change({ from: e.target.value })} />
          <TextField type="date" label="To" value={range.to} min={range.from} onChange={(e) => change({ to: e.target.value })} />
          <SelectField label="Classroom" placeholder="All classrooms" value={range.classroomId} onChange={(e) => change({ classroomId: e.target.value })} options={(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))} />
        </div>
      )}
      {tab === 'attendance' && <Attendance filter={filter} onPage={setPage} />}
      {tab === 'first-timers' && <FirstTimers filter={filter} onPage={setPage} />}
      {tab === 'not-seen' && <NotSeen page={page} onPage={setPage} />}
    </ChildrenShell>
  )
}

function Attendance({ filter, onPage }: { filter: RangeFilter; onPage: (p: number) => void }) {
  const q = useAttendanceReport(filter)
  return (
    <Report
      label="Attendance"
      q={q}
      filter={filter}
      onPage={onPage}
      head={['Date', 'Classroom', 'Check-ins']}
      row={(r) => [r.serviceOn, r.classroomName || 'No classroom', r.checkins]}
      download={() => allRows((page, pageSize) => fetchAttendance({ ...filter, page, pageSize }))}
      file={`attendance-${filter.from}-${filter.to}.csv`}
    />
  )
}

function FirstTimers({ filter, onPage }: { filter: RangeFilter; onPage: (p: number) => void }) {
  const q = useFirstTimersReport(filter)
  return (
    <Report
      label="First-timers"
      q={q}
      filter={filter}
      onPage={onPage}
      head={['Child', 'First check-in', 'Weeks ago']}
      row={(r) => [r.name, r.on ?? '', r.weeksAgo ?? '']}
      link={(r) => childPath(r.childId)}
      download={() => allRows((page, pageSize) => fetchFirstTimers({ ...filter, page, pageSize }))}
      file={`first-timers-${filter.from}-${filter.to}.csv`}
    />
  )
}

function NotSeen({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const settings = useChildrenSettings()
  const [weeks, setWeeks] = useState<string | null>(null)
  const shown = weeks ?? String(settings.data?.notSeenWeeks ?? '')
  const n = Number(shown)
  const valid = Number.isInteger(n) && n >= 1 && n <= 52
  const q = useNotSeenReport(valid ? n : 0, page, PAGE_SIZE)
  return (
    <>
      <div className="max-w-xs">
        <TextField label="Not seen for (weeks)" inputMode="numeric" value={shown} error={shown && !valid ? 'Weeks are 1 to 52' : undefined} hint="Starts at the settings' number of weeks." onChange={(e) => (setWeeks(e.target.value), onPage(1))} />
      </div>
      <Report
        label="Not seen"
        q={q}
        filter={{ page, pageSize: PAGE_SIZE }}
        onPage={onPage}
        head={['Child', 'Last check-in', 'Weeks ago']}
        row={(r) => [r.name, r.on ?? 'Never', r.weeksAgo ?? '']}
        link={(r) => childPath(r.childId)}
        download={() => allRows((p, size) => fetchNotSeen(valid ? n : 0, p, size))}
        file={`not-seen-${valid ? n : 'default'}-weeks.csv`}
      />
    </>
  )
}

interface ReportProps<T> {
  label: string
  q: { isPending: boolean; isError: boolean; error: Error | null; data: Page<T> | undefined; refetch: () => unknown }
  filter: { page: number; pageSize: number }
  onPage: (p: number) => void
  head: string[]
  row: (r: T) => (string | number)[]
  link?: (r: T) => string
  download: () => Promise<T[]>
  file: string
}

function Report<T>({ label, q, filter, onPage, head, row, link, download, file }: ReportProps<T>) {
  const [busy, setBusy] = useState(false)
  async function save() {
    setBusy(true)
    try {
      const rows = await download()
      saveBlob(new Blob([toCsv(head, rows.map(row))], { type: 'text/csv;charset=utf-8' }), file)
    } catch (e) {
      toastApiError(e)
    } finally {
      setBusy(false)
    }
  }
  if (q.isPending) return <LoadingSkeleton kind="table" />
  if (q.isError || !q.data) return <ErrorPanel message={q.error?.message ?? 'The report failed'} onRetry={() => void q.refetch()} />
  const data = q.data
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 tabular-nums dark:text-neutral-300" data-testid="report-total">
          {data.total} {data.total === 1 ? 'row' : 'rows'}
        </p>
        <Button variant="secondary" size="sm" loading={busy} disabled={data.total === 0} onClick={() => void save()}>
          Download CSV
        </Button>
      </div>
      {data.items.length === 0 ? (
        <Card>
          <EmptyState title="Nothing to show" message="No rows for these filters." />
        </Card>
      ) : (
        <TableShell label={label}>
          <thead>
            <tr>
              {head.map((h, i) => (
                <Th key={h} className={i === head.length - 1 ? 'text-right' : undefined}>
                  {h}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((r, ri) => {
              const cells = row(r)
              return (
                <Tr key={ri}>
                  {cells.map((c, i) => (
                    <Td key={i} className={i === cells.length - 1 ? 'text-right tabular-nums' : i === 0 ? 'font-medium' : undefined}>
                      {i === 0 && link ? <LinkCell to={link(r)}>{c}</LinkCell> : c}
                    </Td>
                  ))}
                </Tr>
              )
            })}
          </tbody>
        </TableShell>
      )}
      <Pagination page={filter.page} pageSize={filter.pageSize} total={data.total} onPage={onPage} label={`${label} pages`} />
    </div>
  )
}

function LinkCell({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-brand hover:underline dark:text-brand-ink">
      {children}
    </Link>
  )
}
