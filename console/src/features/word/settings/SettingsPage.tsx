import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useMediaItem, useUpdateWordSettings, useWordSettings, type WordSettings } from '../api/media'
import { useWordAccess } from '../shared/access'
import { categoryOptions, LANGUAGE_RE, subcategoryOptions } from '../shared/itunes'
import { SwitchRow } from '../shared/SwitchRow'
import { WordShell } from '../shared/WordShell'
import { MediaField } from '../upload/MediaField'
import type { MediaItem } from '../upload/types'

// The server's rules (settings/update): the upload limit 1–5,120 MB, a language code, an e-mail.
export const settingsSchema = z.object({
  maxUploadMb: z.coerce.number({ message: 'The upload limit is 1 to 5,120 MB' }).int('The upload limit is 1 to 5,120 MB').min(1, 'The upload limit is 1 to 5,120 MB').max(5120, 'The upload limit is 1 to 5,120 MB'),
  podcastAuthor: z.string().trim().max(200),
  podcastOwnerName: z.string().trim().max(200),
  podcastOwnerEmail: z.string().trim().refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'email is not valid'),
  podcastLanguage: z.string().trim().refine((s) => s === '' || LANGUAGE_RE.test(s), 'Enter a language code like en or en-US'),
  podcastCategory: z.string(),
  podcastSubcategory: z.string(),
  podcastExplicit: z.boolean(),
  sermonsPublic: z.boolean(),
})

export default function SettingsPage() {
  const q = useWordSettings()
  const art = useMediaItem(q.data?.podcastArtworkMediaId ?? 0)
  return (
    <WordShell title="The Word settings" description="The upload limit, the podcasts’ defaults and whether sermons are public.">
      {q.isPending || (q.data?.podcastArtworkMediaId && art.isPending) ? (
        <LoadingSkeleton kind="form" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <SettingsForm key={JSON.stringify(q.data)} settings={q.data} artwork={art.data ?? null} />
      )}
    </WordShell>
  )
}

function SettingsForm({ settings, artwork }: { settings: WordSettings; artwork: MediaItem | null }) {
  const { canWrite } = useWordAccess()
  const save = useUpdateWordSettings()
  const [art, setArt] = useState<MediaItem | null>(artwork)
  const [artError, setArtError] = useState<string | null>(null)
  const form = useZodForm(settingsSchema, { defaultValues: { ...settings, maxUploadMb: settings.maxUploadMb } })
  const category = form.watch('podcastCategory')
  const artDirty = (art?.id ?? null) !== (settings.podcastArtworkMediaId ?? null)
  const submit = form.handleSubmit(async (v) => {
    setArtError(null)
    try {
      await save.mutateAsync({ ...v, podcastSubcategory: subcategoryOptions(v.podcastCategory).some((o) => o.value === v.podcastSubcategory) ? v.podcastSubcategory : '', podcastArtworkMediaId: art?.id ?? null })
    } catch (e) {
      if (e instanceof ApiError && /artwork/i.test(e.message)) setArtError(e.message)
    }
  })
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-3xl flex-col gap-6">
      <fieldset disabled={!canWrite} className="contents">
        <Card>
          <CardHeader title="Uploads" />
          <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
            <TextField label="Largest file (MB)" hint="1 to 5,120 MB; larger files are refused." inputMode="numeric" error={fieldError(form, 'maxUploadMb')} {...form.register('maxUploadMb')} />
          </div>
        </Card>
        <Card>
          <CardHeader title="Podcast defaults" description="New albums start with these; the church’s feed uses them for its channel." />
          <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
            <TextField label="Author" error={fieldError(form, 'podcastAuthor')} {...form.register('podcastAuthor')} />
            <TextField label="Language" hint="A code like en or en-US." error={fieldError(form, 'podcastLanguage')} {...form.register('podcastLanguage')} />
            <TextField label="Owner name" error={fieldError(form, 'podcastOwnerName')} {...form.register('podcastOwnerName')} />
            <TextField label="Owner e-mail" type="email" error={fieldError(form, 'podcastOwnerEmail')} {...form.register('podcastOwnerEmail')} />
            <SelectField label="Apple Podcasts category" placeholder="Choose…" options={categoryOptions} {...form.register('podcastCategory')} />
            <SelectField label="Subcategory" placeholder="None" options={subcategoryOptions(category)} disabled={subcategoryOptions(category).length === 0} {...form.register('podcastSubcategory')} />
            <Controller control={form.control} name="podcastExplicit" render={({ field }) => <SwitchRow label="Explicit content" checked={field.value} onChange={field.onChange} />} />
            <div className="sm:col-span-2">
              <MediaField label="Podcast artwork" kind="image" value={art} onChange={(m) => (setArt(m), setArtError(null))} error={artError} hint="Square, 1400×1400 to 3000×3000 pixels (Apple Podcasts and Spotify)." />
            </div>
          </div>
        </Card>
        <Card>
          <CardHeader title="Sermons" />
          <div className="p-5">
            <Controller control={form.control} name="sermonsPublic" render={({ field }) => <SwitchRow label="Sermons are public" hint="Published sermons show on the church’s website and app." checked={field.value} onChange={field.onChange} />} />
          </div>
        </Card>
      </fieldset>
      {canWrite && (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={(!form.formState.isDirty && !artDirty) || save.isPending} onClick={() => (form.reset(), setArt(artwork))}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      )}
    </form>
  )
}
