import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { withBase } from '@/lib/base'
import { useMediaItem, useMediaSeriesCall, useMediaSeriesList, type MediaSeries } from '../api/media'
import { reorderMediaPath, seriesMediaPath, WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { WordShell } from '../shared/WordShell'
import { MediaField } from '../upload/MediaField'
import type { MediaItem } from '../upload/types'
import { NameForm } from './NameForm'

const back = (
  <Link to={WORD.media} className="text-brand-ink hover:underline">
    ← Media
  </Link>
)

/** view-media-series?id=: a media series, its name, description and artwork. */
export default function MediaSeriesPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0
  const list = useMediaSeriesList()
  const series = list.data?.find((s) => s.id === id)
  const art = useMediaItem(series?.artworkMediaId ?? 0)
  if (list.isPending || (series?.artworkMediaId && art.isPending)) return <WordShell title="Media series" back={back}>{<LoadingSkeleton kind="form" />}</WordShell>
  if (list.isError) return <WordShell title="Media series" back={back}>{<ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} />}</WordShell>
  if (!series) return <WordShell title="Media series" back={back}>{<ErrorPanel message="Media series not found" />}</WordShell>
  return <SeriesView key={`${series.id}-${series.artworkMediaId ?? 0}`} series={series} artwork={art.data ?? null} />
}

function SeriesView({ series, artwork }: { series: MediaSeries; artwork: MediaItem | null }) {
  const { canWrite } = useWordAccess()
  const call = useMediaSeriesCall()
  const [art, setArt] = useState<MediaItem | null>(artwork)
  const links = (
    <>
      <Link to={seriesMediaPath(series.id)} className="text-sm font-medium text-brand-ink hover:underline">
        The series’ media
      </Link>
      {canWrite && (
        <Link to={reorderMediaPath({ seriesId: series.id })} className="text-sm font-medium text-brand-ink hover:underline">
          Reorder files
        </Link>
      )}
    </>
  )
  return (
    <WordShell title={series.name} description={series.description || (series.mediaCount === 1 ? '1 file in this series.' : `${series.mediaCount} files in this series.`)} back={back} actions={links}>
      {canWrite ? (
        <NameForm
          key={`${series.name}-${series.description}`}
          what="series"
          name={series.name}
          description={series.description}
          busy={call.isPending}
          extraDirty={(art?.id ?? null) !== (series.artworkMediaId ?? null)}
          onSave={(v) => call.mutateAsync({ op: 'update', body: { id: series.id, ...v, artworkMediaId: art?.id ?? null } })}
        >
          <div className="max-w-xl">
            <MediaField label="Artwork" kind="image" value={art} onChange={setArt} hint="A square image shows best in apps and on the website." />
          </div>
        </NameForm>
      ) : (
        series.artworkUrl && <img src={withBase(series.artworkUrl)} alt={`${series.name} artwork`} className="size-48 rounded-xl object-cover" />
      )}
    </WordShell>
  )
}
