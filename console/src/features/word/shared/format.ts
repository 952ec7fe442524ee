// How The Word shows sizes, durations and kinds.
import type { MediaKind } from '../upload/types'

/** 3.2 MB, 640 KB, 12 B. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`
  if (n < 1024 * 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`
  return `${(n / (1024 * 1024 * 1024)).toFixed(2)} GB`
}

/** 1:05, 1:02:03; '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds)) return ''
  const s = Math.round(seconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const ss = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

export const KIND_LABEL: Record<MediaKind, string> = { audio: 'Audio', video: 'Video', image: 'Image', document: 'Document' }

/** What the file chooser offers per kind (the server decides by the bytes anyway). */
export const KIND_ACCEPT: Record<MediaKind, string> = {
  audio: 'audio/*,.mp3,.wav,.m4a,.aac,.ogg',
  video: 'video/*,.mp4,.m4v,.mov,.webm',
  image: 'image/jpeg,image/png,image/svg+xml,.jpg,.jpeg,.png,.svg',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.csv',
}

export const ALL_ACCEPT = Object.values(KIND_ACCEPT).join(',')
