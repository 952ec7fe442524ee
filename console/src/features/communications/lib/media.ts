import type { MediaKind } from '../api/types'

export const MEDIA_KINDS: { value: MediaKind; label: string }[] = [
  { value: 'image', label: 'Images' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
  { value: 'document', label: 'Documents' },
]

/** What the chooser offers; the server checks the content itself (a renamed file is refused). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,audio/mpeg,audio/wav,audio/x-wav,audio/ogg,video/mp4,application/pdf,.jpg,.jpeg,.png,.gif,.webp,.mp3,.wav,.ogg,.mp4,.pdf'

/** "Easter choir.mp3" → "Easter choir": the name a new upload starts with. */
export function nameFromFile(filename: string): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_]+/g, ' ').trim()
  return (base || filename).slice(0, 200)
}
