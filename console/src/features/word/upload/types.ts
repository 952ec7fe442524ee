// The media item and the resumable upload of docs/word-api.md ("Media — h-media"), read from the
// generated API types by path.
import type { ApiData } from '@/api'

/** A file of the church's media library (the contract's `Item`). */
export type MediaItem = ApiData<'/api/word/media/get'>

export type MediaKind = MediaItem['kind']

/** A resumable upload: where it stands on the server. */
export type UploadSession = ApiData<'/api/word/uploads/get'>

/** Where a new file goes in the library. */
export interface UploadTarget {
  title?: string
  groupId?: number | null
  seriesId?: number | null
}
