import { cn } from '@congregate/ui'
import { Badge } from '@/components/ui/Card'
import type { Room } from '../api/station'
import type { StreamState } from './useBoardStream'

/** The stream's state as a badge: live, or reconnecting with the last board kept. */
export function StreamBadge({ state }: { state: StreamState }) {
  if (state === 'live') return <Badge tone="green">Live</Badge>
  if (state === 'reconnecting') return <Badge tone="amber">Reconnecting… showing the last board</Badge>
  return <Badge>Connecting…</Badge>
}

const ratioText = (r: Room) => (r.ratio > 0 ? `1 adult : ${r.ratio} children` : 'No ratio')

/** Every room: children against capacity, adults, the ratio, open or closed with the reason. */
export function RoomBoard({ rooms, compact = false }: { rooms: Room[]; compact?: boolean }) {
  if (rooms.length === 0) return <p className="p-4 text-sm text-slate-600 dark:text-neutral-400">No active classrooms yet. Add classrooms on the Classrooms page.</p>
  return (
    <ul aria-label="Room board" className={cn('grid gap-3', compact ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3')}>
      {rooms.map((r) => {
        const full = r.capacity > 0 && r.count >= r.capacity
        const pct = r.capacity > 0 ? Math.min(100, Math.round((r.count / r.capacity) * 100)) : 0
        return (
          <li
            key={r.classroomId}
            aria-label={`${r.name}: ${r.count}${r.capacity > 0 ? ` of ${r.capacity}` : ''} children, ${r.open ? 'open' : `closed — ${r.reason}`}`}
            data-room={r.name}
            data-open={r.open ? 'true' : 'false'}
            className={cn(
              'rounded-xl border p-3',
              r.open ? 'border-slate-200 bg-white dark:border-neutral-800 dark:bg-neutral-900' : 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/40',
            )}
          >
            <div className={cn('flex justify-between gap-x-2 gap-y-1', compact ? 'flex-col items-start sm:flex-row' : 'items-start')}>
              <span className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">{r.name}</span>
              {r.open ? <Badge tone="green">Open</Badge> : <Badge tone="red">Closed</Badge>}
            </div>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
              {r.count}
              {r.capacity > 0 && <span className="text-base font-medium text-slate-600 dark:text-neutral-300"> / {r.capacity}</span>}
            </p>
            {r.capacity > 0 && (
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800" aria-hidden="true">
                <div className={cn('h-full rounded-full', full ? 'bg-red-500' : 'bg-emerald-500')} style={{ width: `${pct}%` }} />
              </div>
            )}
            {!compact && (
              <p className="mt-2 text-xs text-slate-600 dark:text-neutral-400">
                {r.adults} {r.adults === 1 ? 'adult' : 'adults'} · {ratioText(r)}
              </p>
            )}
            {!r.open && r.reason && <p className={cn('mt-1 text-xs font-medium text-red-700 dark:text-red-300', compact && 'line-clamp-2')}>{r.reason}</p>}
          </li>
        )
      })}
    </ul>
  )
}
