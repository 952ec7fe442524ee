import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useEpisodeCall, type Episode, type EpisodeBody } from '../api/podcasts'
import { MediaField } from '../upload/MediaField'
import type { MediaItem } from '../upload/types'

const whole = (msg: string) => z.string().trim().refine((s) => s === '' || (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 100000), msg)

export const episodeSchema = z.object({
  title: z.string().trim().min(1, "Enter the episode's title").max(200, 'Keep the title to 200 characters'),
  description: z.string().trim().max(4000, 'Keep the description to 4,000 characters'),
  episodeNumber: whole('Enter a whole number from 1'),
  season: whole('Enter a whole number from 1'),
  episodeType: z.enum(['full', 'trailer', 'bonus']),
  explicit: z.enum(['', 'yes', 'no']),
})

const TYPES = [
  { value: 'full', label: 'Full episode' },
  { value: 'trailer', label: 'Trailer' },
  { value: 'bonus', label: 'Bonus' },
]
const EXPLICIT = [
  { value: 'yes', label: 'Explicit' },
  { value: 'no', label: 'Not explicit' },
]

/** Add an episode to an album or edit one: its audio from the library or uploaded here. */
export function EpisodeModal({ albumId, episode, onClose }: { albumId: number; episode: Episode | null; onClose: () => void }) {
  const call = useEpisodeCall()
  const [audio, setAudio] = useState<MediaItem | null>(episode?.audio ?? null)
  const [audioError, setAudioError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useZodForm(episodeSchema, {
    defaultValues: {
      title: episode?.title ?? '',
      description: episode?.description ?? '',
      episodeNumber: episode?.episodeNumber ? String(episode.episodeNumber) : '',
      season: episode?.season ? String(episode.season) : '',
      episodeType: episode?.episodeType ?? 'full',
      explicit: episode?.explicit == null ? '' : episode.explicit ? 'yes' : 'no',
    },
  })
  const submit = form.handleSubmit(async (v) => {
    if (!audio) return setAudioError('Choose an audio file')
    setRefusal(null)
    const body = {
      title: v.title,
      description: v.description,
      audioMediaId: audio.id,
      episodeNumber: v.episodeNumber ? Number(v.episodeNumber) : null,
      season: v.season ? Number(v.season) : null,
      episodeType: v.episodeType,
      explicit: v.explicit === '' ? null : v.explicit === 'yes',
    }
    try {
      // An edit keeps the episode's status (publish and unpublish have their own call).
      if (episode) await call.mutateAsync({ op: 'update', body: { ...body, id: episode.id, status: episode.status } })
      else await call.mutateAsync({ op: 'add', body: { ...body, albumId } satisfies EpisodeBody })
      onClose()
    } catch (e) {
      if (!(e instanceof ApiError)) return
      if (/audio/i.test(e.message)) setAudioError(e.message)
      else setRefusal(e.message)
    }
  })
  return (
    <Modal open title={episode ? `Edit ${episode.title}` : 'Add episode'} onClose={onClose} size="lg">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={episode ? 'Edit episode' : 'Add episode'}>
        <TextField label="Title" error={fieldError(form, 'title')} {...form.register('title')} />
        <TextAreaField label="Description" rows={3} error={fieldError(form, 'description')} {...form.register('description')} />
        <MediaField label="Audio" kind="audio" value={audio} onChange={(m) => (setAudio(m), setAudioError(null))} error={audioError} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Episode number" optional inputMode="numeric" error={fieldError(form, 'episodeNumber')} {...form.register('episodeNumber')} />
          <TextField label="Season" optional inputMode="numeric" error={fieldError(form, 'season')} {...form.register('season')} />
          <SelectField label="Episode type" options={TYPES} {...form.register('episodeType')} />
          <SelectField label="Explicit" placeholder="As the album" options={EXPLICIT} {...form.register('explicit')} />
        </div>
        {refusal && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {refusal}
          </p>
        )}
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-4 dark:border-neutral-800">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={call.isPending}>
            {episode ? 'Save episode' : 'Add episode'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
