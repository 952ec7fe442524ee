import { cn } from '@congregate/ui'
import { withBase } from '@/lib/base'
import type { MediaItem, MediaKind } from '../upload/types'

const ICONS: Record<MediaKind, string> = {
  audio: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  video: 'M15 10l5-3v10l-5-3M3 6h12v12H3z',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01',
  document: 'M6 2h8l6 6v14H6zM14 2v6h6M9 13h6M9 17h6',
}

/** A media item's picture: the image itself, a video's thumbnail, else its kind's icon. */
export function MediaThumb({ item, className }: { item: Pick<MediaItem, 'kind' | 'url' | 'thumbnailUrl'>; className?: string }) {
  const src = item.kind === 'image' ? item.url : item.thumbnailUrl
  const box = cn('flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-500 dark:bg-neutral-800 dark:text-neutral-400', className)
  if (src) return <img src={withBase(src)} alt="" loading="lazy" className={cn(box, 'object-cover')} />
  return (
    <span className={box} aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICONS[item.kind]} />
      </svg>
    </span>
  )
}
