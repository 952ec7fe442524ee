import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useSeries } from '../api/sermons'
import { WordShell } from '../shared/WordShell'
import { Artwork, SeriesModal } from './panels/SeriesPanel'
import { dayLabel } from './scripture'
import { BackToSermons, SermonsOf } from './SermonsOf'

/** /product/the-word/view-series?id=: a series with its artwork and its sermons. */
export default function ViewSeriesPage() {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const q = useSeries(id)
  const [editing, setEditing] = useState(false)
  if (!id || q.isError)
    return (
      <WordShell title="Series" back={<BackToSermons view="series" />}>
        <ErrorPanel message={q.error?.message ?? 'Series not found'} onRetry={id ? () => void q.refetch() : undefined} />
      </WordShell>
    )
  if (q.isPending)
    return (
      <WordShell title="Series" back={<BackToSermons view="series" />}>
        <LoadingSkeleton kind="form" />
      </WordShell>
    )
  const s = q.data
  return (
    <WordShell title={s.name} back={<BackToSermons view="series" />} actions={<Button variant="secondary" onClick={() => setEditing(true)}>Edit series</Button>}>
      <Card className="grid grid-cols-[16rem_1fr] overflow-hidden max-[700px]:grid-cols-1">
        <Artwork url={s.artworkUrl} name={s.name} className="aspect-square max-[700px]:aspect-video" />
        <div className="flex flex-col gap-2 p-5">
          <p className="text-sm text-slate-500 dark:text-neutral-400">
            {s.sermonCount === 1 ? '1 sermon' : `${s.sermonCount} sermons`}
            {s.startOn && ` · ${dayLabel(s.startOn)}${s.endOn ? ` – ${dayLabel(s.endOn)}` : ''}`}
          </p>
          {s.description ? <p className="text-sm whitespace-pre-line">{s.description}</p> : <p className="text-sm text-slate-500 dark:text-neutral-400">No description.</p>}
        </div>
      </Card>
      <h2 className="text-lg font-semibold">Sermons in this series</h2>
      <SermonsOf filter={{ seriesId: String(id) }} label={`Sermons in ${s.name}`} empty={<EmptyState title="No sermons in this series yet" message="Choose this series in a sermon's dialog." />} />
      {editing && <SeriesModal series={s} onClose={() => setEditing(false)} />}
    </WordShell>
  )
}

