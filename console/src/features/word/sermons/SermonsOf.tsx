import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Card, ErrorPanel } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useSermons } from '../api/sermons'
import { WORD } from '../paths'
import { EMPTY_FILTER, type SermonFilter } from './filters'
import { SermonTable } from './SermonTable'
import { useSermonActions } from './useSermonActions'

const PAGE_SIZE = 20

/** The page header's way back to the sermons' tab the page belongs to. */
export function BackToSermons({ view }: { view: 'series' | 'groups' | 'playlists' }) {
  return (
    <Link to={`${WORD.sermons}?view=${view}`} className="font-semibold text-brand-ink hover:underline">
      ← Back to {view}
    </Link>
  )
}

/** The sermons of one series or group, paged, with the same row actions as the sermon list. */
export function SermonsOf({ filter, label, empty }: { filter: Partial<SermonFilter>; label: string; empty: ReactNode }) {
  const [page, setPage] = useState(1)
  const q = useSermons({ ...EMPTY_FILTER, ...filter, page }, PAGE_SIZE)
  const a = useSermonActions()
  return (
    <>
      {q.isPending ? (
        <LoadingSkeleton kind="table" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <Card>{empty}</Card>
      ) : (
        <Card className="overflow-hidden">
          <SermonTable label={label} sermons={q.data.items} actions={a.actions} />
          {q.data.total > PAGE_SIZE && (
            <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
              <Pagination page={page} pageSize={PAGE_SIZE} total={q.data.total} onPage={setPage} label={`${label} pages`} />
            </div>
          )}
        </Card>
      )}
      {a.dialogs}
    </>
  )
}

