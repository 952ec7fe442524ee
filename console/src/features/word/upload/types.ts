// The media item and the resumable upload of docs/word-api.md ("Media — h-media"). Written out here
// (not read from schema.ts) so the uploader and its callers agree on one shape with the contract.

export type MediaKind = 'audio' | 'video' | 'image' | 'document'

/** A file of the church's media library (the contract's `Item`). */
export interface MediaItem {
  id: number
  token: string
  kind: MediaKind
  title: string
  description: string
  fileName: string
  extension: string
  contentType: string
  sizeBytes: number
  durationSeconds?: number | null
  width?: number | null
  height?: number | null
  /** Public file URL, relative: /api/word/files/{token}.{ext} */
  url: string
  thumbnailUrl?: string | null
  status: 'processing' | 'ready' | 'failed'
  error: string
  groupId?: number | null
  groupName: string
  seriesId?: number | null
  seriesName: string
  position: number
  createdAt: string
}

/** A resumable upload: where it stands on the server. */
export interface UploadSession {
  id: number
  token: string
  fileName: string
  sizeBytes: number
  receivedBytes: number
  chunkSize: number
  status: string
}

/** Where a new file goes in the library. */
export interface UploadTarget {
  title?: string
  groupId?: number | null
  seriesId?: number | null
}
