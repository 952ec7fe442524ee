import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useAlbumCategories, useAlbums } from '../api/podcasts'
import { WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { WordShell } from '../shared/WordShell'
import { AlbumCard } from './AlbumCard'
import { AlbumModal } from './AlbumModal'

const back = (
  <Link to={WORD.podcasts} className="text-brand-ink hover:underline">
    ← Audio & podcasts
  </Link>
)

/** view-album-category?id=: one category's albums. */
export default function AlbumCategoryPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0
  const { canWrite } = useWordAccess()
  const cats = useAlbumCategories()
  const albums = useAlbums({ categoryId: id })
  const [adding, setAdding] = useState(false)
  const cat = cats.data?.find((c) => c.id === id)
  if (cats.isPending) return <WordShell title="Album category" back={back}>{<LoadingSkeleton kind="cards" />}</WordShell>
  if (!cat) return <WordShell title="Album category" back={back}>{<ErrorPanel message={cats.isError ? cats.error.message : 'Category not found'} />}</WordShell>
  return (
    <WordShell title={cat.name} description="The albums of this category." back={back} actions={canWrite ? <Button onClick={() => setAdding(true)}>Add album</Button> : undefined}>
      <Card>
        {albums.isPending ? (
          <div className="p-5">
            <LoadingSkeleton kind="cards" />
          </div>
        ) : albums.isError ? (
          <div className="p-5">
            <ErrorPanel message={albums.error.message} onRetry={() => void albums.refetch()} />
          </div>
        ) : albums.data.length === 0 ? (
          <EmptyState title="No albums in this category" />
        ) : (
          <ul className="grid grid-cols-2 gap-4 p-5 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {albums.data.map((a) => (
              <AlbumCard key={a.id} album={a} />
            ))}
          </ul>
        )}
      </Card>
      {adding && <AlbumModal album={null} categoryId={id} onClose={() => setAdding(false)} />}
    </WordShell>
  )
}
