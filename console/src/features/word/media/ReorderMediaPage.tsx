import { Link, useSearchParams } from 'react-router-dom'
import { Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useMediaGroups, useMediaList, useMediaReorder, useMediaSeriesList } from '../api/media'
import { mediaGroupPath, mediaSeriesPath, WORD } from '../paths'
import { formatDuration, KIND_LABEL } from '../shared/format'
import { ReorderList } from '../shared/ReorderList'
import { WordShell } from '../shared/WordShell'
import { MediaThumb } from './MediaThumb'

/** reorder-playlist-media?groupId=|seriesId=: a group's or series' files put in order and saved. */
export default function ReorderMediaPage() {
  const [params] = useSearchParams()
  const groupId = Number(params.get('groupId')) || 0
  const seriesId = groupId ? 0 : Number(params.get('seriesId')) || 0
  const groups = useMediaGroups()
  const series = useMediaSeriesList()
  const owner = groupId ? groups.data?.find((g) => g.id === groupId) : series.data?.find((s) => s.id === seriesId)
  const files = useMediaList({ page: 1, pageSize: 200, search: '', kind: '', groupId: groupId || null, seriesId: seriesId || null }, { enabled: !!(groupId || seriesId) })
  const reorder = useMediaReorder()
  const back = (
    <Link to={owner ? (groupId ? mediaGroupPath(groupId) : mediaSeriesPath(seriesId)) : WORD.media} className="text-brand-ink hover:underline">
      ← {owner?.name ?? 'Media'}
    </Link>
  )
  const title = owner ? `Reorder ${owner.name}` : 'Reorder files'
  const loading = (groupId ? groups.isPending : series.isPending) || files.isPending
  const items = files.data?.items.map((m) => ({ ...m, name: m.title || m.fileName })) ?? []
  return (
    <WordShell title={title} description="Drag a file, or use its arrows, then save. Players and apps follow this order." back={back}>
      <Card>
        <CardHeader title={groupId ? 'Group playlist' : 'Series playlist'} />
        <div className="p-5">
          {!groupId && !seriesId ? (
            <ErrorPanel message="Choose a media group or series to reorder" />
          ) : loading ? (
            <LoadingSkeleton kind="table" />
          ) : !owner ? (
            <ErrorPanel message={groupId ? 'Media group not found' : 'Media series not found'} />
          ) : files.isError ? (
            <ErrorPanel message={files.error.message} onRetry={() => void files.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState title="Nothing to reorder" message="This playlist has no files yet." />
          ) : (
            <ReorderList
              key={items.map((i) => i.id).join(',')}
              items={items}
              label="Playlist order"
              saving={reorder.isPending}
              onSave={(ids) => reorder.mutateAsync(groupId ? { groupId, ids } : { seriesId, ids })}
              render={(m) => (
                <div className="flex min-w-0 items-center gap-3">
                  <MediaThumb item={m} className="size-9" />
                  <div className="min-w-0">
                    <p className="truncate font-medium">{m.name}</p>
                    <p className="truncate text-xs text-slate-600 dark:text-neutral-400">{[KIND_LABEL[m.kind], formatDuration(m.durationSeconds)].filter(Boolean).join(' · ')}</p>
                  </div>
                </div>
              )}
            />
          )}
        </div>
      </Card>
    </WordShell>
  )
}
