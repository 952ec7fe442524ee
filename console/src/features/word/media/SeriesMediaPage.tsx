import { Link, useSearchParams } from 'react-router-dom'
import { Card, CardHeader, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useMediaList, useMediaSeriesList } from '../api/media'
import { mediaSeriesPath, reorderMediaPath, WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { WordShell } from '../shared/WordShell'
import { AudioPlayer } from '../upload/AudioPlayer'
import { MediaRows } from './MediaRows'
import { useUploadButton } from './UploadButton'

/** view-series-media?id=: a media series' files, in their order, with a player for each audio. */
export default function SeriesMediaPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0
  const { canWrite } = useWordAccess()
  const list = useMediaSeriesList()
  const series = list.data?.find((s) => s.id === id)
  const files = useMediaList({ page: 1, pageSize: 200, search: '', kind: '', groupId: null, seriesId: id }, { enabled: id > 0 })
  const upload = useUploadButton({ seriesId: id })
  const back = (
    <Link to={series ? mediaSeriesPath(series.id) : WORD.media} className="text-brand-ink hover:underline">
      ← {series ? series.name : 'Media'}
    </Link>
  )
  if (list.isPending) return <WordShell title="Series media" back={back}>{<LoadingSkeleton kind="table" />}</WordShell>
  if (!series) return <WordShell title="Series media" back={back}>{<ErrorPanel message={list.isError ? list.error.message : 'Media series not found'} />}</WordShell>
  const audio = files.data?.items.filter((m) => m.kind === 'audio' && m.status !== 'failed') ?? []
  return (
    <WordShell
      title={`${series.name}: media`}
      description="The series’ files in the order they play."
      back={back}
      actions={
        canWrite ? (
          <>
            <Link to={reorderMediaPath({ seriesId: series.id })} className="text-sm font-medium text-brand-ink hover:underline">
              Reorder files
            </Link>
            {upload.button}
          </>
        ) : undefined
      }
    >
      {upload.progress}
      <Card>
        <CardHeader title="Files" />
        {files.isPending ? (
          <div className="p-5">
            <LoadingSkeleton kind="table" />
          </div>
        ) : files.isError ? (
          <div className="p-5">
            <ErrorPanel message={files.error.message} onRetry={() => void files.refetch()} />
          </div>
        ) : (
          <MediaRows items={files.data.items} canWrite={canWrite} numbered empty={{ title: 'No files in this series' }} />
        )}
      </Card>
      {audio.length > 0 && (
        <Card>
          <CardHeader title="Listen" />
          <ol className="flex flex-col gap-4 p-5">
            {audio.map((m, i) => (
              <li key={m.id} className="flex flex-col gap-1">
                <span className="text-sm font-medium">
                  {i + 1}. {m.title || m.fileName}
                </span>
                <AudioPlayer item={m} />
              </li>
            ))}
          </ol>
        </Card>
      )}
    </WordShell>
  )
}
