// The add/edit sermon form: its rules (the server's, with its messages, checked here first), the
// form's values from a sermon and the body of sermons/add|update from the values.
import { z } from '@congregate/ui/zod'
import type { MediaItem } from '../upload'
import type { Sermon, SermonBody } from '../api/sermons'
import { isDate } from './scripture'

export const MAX_ATTACHMENTS = 20

const media = z.custom<MediaItem | null>((v) => v === null || (typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'))

export const sermonSchema = z.object({
  title: z.string().trim().min(1, "Enter the sermon's title").max(200, 'At most 200 characters'),
  preachedOn: z.string().trim().refine(isDate, 'Enter the date as YYYY-MM-DD'),
  speakerId: z.string(),
  seriesId: z.string(),
  groupIds: z.array(z.number()),
  scripture: z.string().trim().max(500, 'At most 500 characters'),
  notes: z.string().max(20_000, 'At most 20,000 characters'),
  summary: z.string().max(2_000, 'At most 2,000 characters'),
  audio: media,
  video: media,
  videoUrl: z
    .string()
    .trim()
    .refine((s) => s === '' || /^https?:\/\/\S+\.\S+/i.test(s), 'Enter a link starting with http:// or https://'),
  attachments: z.array(z.custom<MediaItem>()).max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments`),
  status: z.enum(['draft', 'published']),
})

export type SermonForm = z.input<typeof sermonSchema>

const idText = (id: number | null | undefined) => (id ? String(id) : '')

export function formOf(s: Sermon | null, today: string): SermonForm {
  return {
    title: s?.title ?? '',
    preachedOn: s?.preachedOn ?? today,
    speakerId: idText(s?.speakerId),
    seriesId: idText(s?.seriesId),
    groupIds: s?.groupIds ?? [],
    scripture: s?.scripture ?? '',
    notes: s?.notes ?? '',
    summary: s?.summary ?? '',
    audio: (s?.audio as MediaItem | undefined) ?? null,
    video: (s?.video as MediaItem | undefined) ?? null,
    videoUrl: s?.videoUrl ?? '',
    attachments: (s?.attachments as MediaItem[] | undefined) ?? [],
    status: s?.status ?? 'draft',
  }
}

export function bodyOf(v: SermonForm): SermonBody {
  const id = (s: string) => (s ? Number(s) : null)
  return {
    title: v.title.trim(),
    preachedOn: v.preachedOn.trim(),
    speakerId: id(v.speakerId),
    seriesId: id(v.seriesId),
    groupIds: v.groupIds,
    scripture: v.scripture.trim(),
    notes: v.notes,
    summary: v.summary,
    audioMediaId: v.audio?.id ?? null,
    videoMediaId: v.video?.id ?? null,
    videoUrl: v.videoUrl.trim(),
    attachmentIds: v.attachments.map((a) => a.id),
    status: v.status,
  }
}

/** The attachments with one more (a file already attached is not added twice). */
export const withAttachment = (list: MediaItem[], item: MediaItem) => (list.some((a) => a.id === item.id) ? list : [...list, item])
