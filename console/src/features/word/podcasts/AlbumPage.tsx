import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { ApiError } from '@/lib/api-client'
import { withBase } from '@/lib/base'
import { albumBody, useAlbum, useAlbumCall, useEpisodeCall, useEpisodes, type Album, type Episode } from '../api/podcasts'
import { albumCategoryPath, WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { formatDuration } from '../shared/format'
import { ReorderList } from '../shared/ReorderList'
import { WordShell } from '../shared/WordShell'
import { AudioPlayer } from '../upload/AudioPlayer'
import { AlbumModal } from './AlbumModal'
import { EpisodeModal } from './EpisodeModal'
import { FeedUrl } from './FeedUrl'

/** viewAlbum?id=: an album, its feed and its episodes (each with a player). */
export default function AlbumPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0
  const album = useAlbum(id)
  const back = (
    <Link to={album.data?.categoryId ? albumCategoryPath(album.data.categoryId) : WORD.podcasts} className="text-brand-ink hover:underline">
      ← {album.data?.categoryName || 'Audio & podcasts'}
    </Link>
  )
  if (album.isPending) return <WordShell title="Album" back={back}>{<LoadingSkeleton kind="form" />}</WordShell>
  if (album.isError) return <WordShell title="Album" back={back}>{<ErrorPanel message={album.error.message} onRetry={() => void album.refetch()} />}</WordShell>
  return <AlbumView album={album.data} back={back} />
}

function AlbumView({ album, back }: { album: Album; back: React.ReactNode }) {
  const { canWrite } = useWordAccess()
  const call = useAlbumCall()
  const [editing, setEditing] = useState(false)
  const [publishError, setPublishError] = useState<string | null>(null)
  const publish = async (published: boolean) => {
    setPublishError(null)
    try {
      await call.mutateAsync({ op: 'update', body: { ...albumBody(album), published, id: album.id } })
    } catch (e) {
      if (e instanceof ApiError) setPublishError(e.message)
    }
  }
  return (
    <WordShell
      title={album.title}
      back={back}
      actions={
        canWrite ? (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit album
            </Button>
            <Button variant={album.published ? 'secondary' : 'primary'} loading={call.isPending} onClick={() => void publish(!album.published)}>
              {album.published ? 'Unpublish album' : 'Publish album'}
            </Button>
          </>
        ) : undefined
      }
    >
      {publishError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {publishError}
        </p>
      )}
      <Card>
        <div className="flex flex-col gap-5 p-5 sm:flex-row">
          {album.artworkUrl ? (
            <img src={withBase(album.artworkUrl)} alt={`${album.title} artwork`} className="size-40 shrink-0 rounded-xl object-cover" />
          ) : (
            <div className="flex size-40 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600 dark:bg-neutral-800 dark:text-neutral-400">No artwork</div>
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              <Badge tone={album.published ? 'green' : 'neutral'}>{album.published ? 'Published' : 'Draft'}</Badge>
              {album.explicit && <Badge tone="amber">Explicit</Badge>}
              {album.itunesCategory && <Badge tone="blue">{[album.itunesCategory, album.itunesSubcategory].filter(Boolean).join(' › ')}</Badge>}
              {album.language && <Badge>{album.language}</Badge>}
            </div>
            {album.description ? <p className="text-sm whitespace-pre-line">{album.description}</p> : <p className="text-sm text-slate-600 dark:text-neutral-400">No description yet.</p>}
            {(album.author || album.ownerName) && <p className="text-xs text-slate-600 dark:text-neutral-400">{[album.author && `By ${album.author}`, album.ownerName && `Owner ${album.ownerName}`].filter(Boolean).join(' · ')}</p>}
            <FeedUrl url={album.feedUrl} />
            {!album.published && <p className="text-xs text-slate-600 dark:text-neutral-400">The feed answers once the album and one of its episodes are published.</p>}
          </div>
        </div>
      </Card>
      <Episodes album={album} canWrite={canWrite} />
      {editing && <AlbumModal album={album} onClose={() => setEditing(false)} />}
    </WordShell>
  )
}

function Episodes({ album, canWrite }: { album: Album; canWrite: boolean }) {
  const eps = useEpisodes(album.id)
  const call = useEpisodeCall()
  const [editing, setEditing] = useState<Episode | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Episode | null>(null)
  const [reordering, setReordering] = useState(false)
  const items = eps.data ?? []
  return (
    <Card>
      <CardHeader
        title="Episodes"
        description={items.length === 1 ? '1 episode' : `${items.length} episodes`}
        actions={
          canWrite ? (
            <>
              {items.length > 1 && (
                <Button variant="secondary" size="sm" onClick={() => setReordering((r) => !r)} aria-pressed={reordering}>
                  {reordering ? 'Done reordering' : 'Reorder'}
                </Button>
              )}
              <Button size="sm" onClick={() => setEditing('new')}>
                Add episode
              </Button>
            </>
          ) : undefined
        }
      />
      {eps.isPending ? (
        <div className="p-5">
          <LoadingSkeleton kind="table" />
        </div>
      ) : eps.isError ? (
        <div className="p-5">
          <ErrorPanel message={eps.error.message} onRetry={() => void eps.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title="No episodes yet" message={canWrite ? 'Add the first one with its audio.' : undefined} />
      ) : reordering ? (
        <div className="p-5">
          <ReorderList
            key={items.map((e) => e.id).join(',')}
            items={items.map((e) => ({ ...e, name: e.title }))}
            label="Episode order"
            saving={call.isPending}
            onSave={(ids) => call.mutateAsync({ op: 'reorder', body: { albumId: album.id, ids } })}
          />
        </div>
      ) : (
        <ol aria-label="Episodes" className="divide-y divide-slate-100 dark:divide-neutral-800">
          {items.map((e, i) => (
            <li key={e.id} data-testid={`episode-${e.id}`} className="flex flex-col gap-2 px-5 py-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="w-6 text-right text-xs text-slate-600 tabular-nums dark:text-neutral-400">{i + 1}</span>
                <h3 className="min-w-0 flex-1 font-medium">{e.title}</h3>
                <Badge tone={e.status === 'published' ? 'green' : 'neutral'}>{e.status === 'published' ? 'Published' : 'Draft'}</Badge>
                {e.episodeType !== 'full' && <Badge tone="blue">{e.episodeType === 'trailer' ? 'Trailer' : 'Bonus'}</Badge>}
                {(e.season || e.episodeNumber) && <Badge>{[e.season && `S${e.season}`, e.episodeNumber && `E${e.episodeNumber}`].filter(Boolean).join(' ')}</Badge>}
                {e.audio?.durationSeconds != null && <span className="text-xs text-slate-600 tabular-nums dark:text-neutral-400">{formatDuration(e.audio.durationSeconds)}</span>}
              </div>
              {e.description && <p className="text-sm text-slate-700 dark:text-neutral-300">{e.description}</p>}
              {e.audio && <AudioPlayer item={e.audio} label={`Play ${e.title}`} />}
              {canWrite && (
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="secondary" onClick={() => void call.mutateAsync({ op: 'publish', body: { id: e.id, published: e.status !== 'published' } }).catch(() => undefined)} aria-label={`${e.status === 'published' ? 'Unpublish' : 'Publish'} ${e.title}`}>
                    {e.status === 'published' ? 'Unpublish' : 'Publish'}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(e)} aria-label={`Edit ${e.title}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setDeleting(e)} aria-label={`Delete ${e.title}`}>
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && <EpisodeModal key={editing === 'new' ? 'new' : editing.id} albumId={album.id} episode={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting?.title ?? ''}”?`}
        danger
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => void call.mutateAsync({ op: 'delete', body: { id: deleting!.id } }).then(() => setDeleting(null), () => undefined)}
        message="The episode leaves the feed; its audio stays in the media library."
      />
    </Card>
  )
}
