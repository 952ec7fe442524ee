// The one uploader of The Word (docs/word-api.md "Console"): every page that takes a file uses it.
export { uploadMedia, httpTransport, DEFAULT_CHUNK, type Transport, type UploadOptions, type ChunkResult } from './client'
export { useMediaUpload, type UploadState, type UploadPhase } from './useMediaUpload'
export { UploadProgress } from './UploadProgress'
export { MediaField, type MediaFieldProps } from './MediaField'
export { MediaLibraryModal } from './MediaLibraryModal'
export { AudioPlayer } from './AudioPlayer'
export type { MediaItem, MediaKind, UploadSession, UploadTarget } from './types'
