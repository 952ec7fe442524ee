import { withBase } from '@/lib/base'
import type { MediaItem } from './types'

/** The browser's own player for an audio item; metadata only until played (range requests seek). */
export function AudioPlayer({ item, label, className }: { item: Pick<MediaItem, 'url' | 'title'>; label?: string; className?: string }) {
  return <audio controls preload="metadata" src={withBase(item.url)} aria-label={label ?? `Play ${item.title}`} className={className ?? 'w-full max-w-md'} />
}
