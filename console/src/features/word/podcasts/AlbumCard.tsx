import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/Card'
import { withBase } from '@/lib/base'
import type { Album } from '../api/podcasts'
import { albumPath } from '../paths'

/** An album as a tile: artwork, title, episodes, published or draft; opens the album. */
export function AlbumCard({ album }: { album: Album }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
      {album.artworkUrl ? (
        <img src={withBase(album.artworkUrl)} alt="" loading="lazy" className="aspect-square w-full object-cover" />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-500 dark:bg-neutral-800 dark:text-neutral-400" aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M12 3a4 4 0 0 1 4 4v5a4 4 0 0 1-8 0V7a4 4 0 0 1 4-4ZM5 11a7 7 0 0 0 14 0M12 18v3" />
          </svg>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Link to={albumPath(album.id)} className="font-semibold text-slate-900 hover:underline dark:text-white">
          {album.title}
        </Link>
        <p className="text-xs text-slate-600 dark:text-neutral-400">{album.episodeCount === 1 ? '1 episode' : `${album.episodeCount} episodes`}</p>
        <div>
          <Badge tone={album.published ? 'green' : 'neutral'}>{album.published ? 'Published' : 'Draft'}</Badge>
        </div>
      </div>
    </li>
  )
}
