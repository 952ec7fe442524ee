import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useAlbumCategories, useAlbums, type Album } from '../api/podcasts'
import { albumCategoryPath, WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { WordShell } from '../shared/WordShell'
import { AlbumCard } from './AlbumCard'
import { AlbumModal } from './AlbumModal'

/** /product/the-word/audio&podcasts: the album categories with their albums (open to everyone signed in). */
export default function PodcastsPage() {
  const { canWrite } = useWordAccess()
  const cats = useAlbumCategories()
  const albums = useAlbums()
  const [adding, setAdding] = useState(false)
  const actions = canWrite ? (
    <>
      <Link to={WORD.reorderCategories} className="text-sm font-medium text-brand-ink hover:underline">
        Categories
      </Link>
      <Button onClick={() => setAdding(true)}>Add album</Button>
    </>
  ) : undefined

  let body
  if (cats.isPending || albums.isPending) body = <LoadingSkeleton kind="cards" />
  else if (cats.isError || albums.isError) body = <ErrorPanel message={(cats.error ?? albums.error)?.message ?? ''} onRetry={() => (void cats.refetch(), void albums.refetch())} />
  else {
    const byCat = new Map<number, Album[]>()
    for (const a of albums.data) byCat.set(a.categoryId ?? 0, [...(byCat.get(a.categoryId ?? 0) ?? []), a])
    const sections = [...cats.data.map((c) => ({ id: c.id, name: c.name, albums: byCat.get(c.id) ?? [] })), { id: 0, name: 'Other albums', albums: byCat.get(0) ?? [] }].filter((s) => s.id !== 0 || s.albums.length > 0)
    body =
      sections.length === 0 ? (
        <Card>
          <EmptyState title="No podcasts yet" message={canWrite ? 'Add an album, then its episodes.' : 'Nothing has been published yet.'} />
        </Card>
      ) : (
        sections.map((s) => (
          <Card key={s.id} aria-labelledby={`cat-${s.id}`}>
            <CardHeader
              title={
                s.id ? (
                  <Link id={`cat-${s.id}`} to={albumCategoryPath(s.id)} className="hover:underline">
                    {s.name}
                  </Link>
                ) : (
                  <span id="cat-0">{s.name}</span>
                )
              }
              description={s.albums.length === 1 ? '1 album' : `${s.albums.length} albums`}
            />
            {s.albums.length === 0 ? (
              <p className="p-5 text-sm text-slate-600 dark:text-neutral-400">No albums in this category.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-4 p-5 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
                {s.albums.map((a) => (
                  <AlbumCard key={a.id} album={a} />
                ))}
              </ul>
            )}
          </Card>
        ))
      )
  }

  return (
    <WordShell title="Audio & podcasts" description="Albums of sermons and teaching, published as podcasts for Apple Podcasts and Spotify." actions={actions}>
      {body}
      {adding && <AlbumModal album={null} onClose={() => setAdding(false)} />}
    </WordShell>
  )
}
