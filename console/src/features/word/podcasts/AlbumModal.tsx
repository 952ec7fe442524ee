import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useMediaItem } from '../api/media'
import { useAlbumCall, useAlbumCategories, type Album, type AlbumBody } from '../api/podcasts'
import { categoryOptions, LANGUAGE_RE, subcategoryOptions } from '../shared/itunes'
import { SwitchRow } from '../shared/SwitchRow'
import { MediaField } from '../upload/MediaField'
import type { MediaItem } from '../upload/types'

// The server's rules (podcasts/albums/add|update); blanks take the church's defaults (Settings).
export const albumSchema = z.object({
  title: z.string().trim().min(1, "Enter the album's title").max(200, 'Keep the title to 200 characters'),
  description: z.string().trim().max(4000, 'Keep the description to 4,000 characters'),
  categoryId: z.string(),
  author: z.string().trim().max(200),
  ownerName: z.string().trim().max(200),
  ownerEmail: z.string().trim().refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'email is not valid'),
  language: z.string().trim().refine((s) => s === '' || LANGUAGE_RE.test(s), 'Enter a language code like en or en-US'),
  explicit: z.boolean(),
  itunesCategory: z.string(),
  itunesSubcategory: z.string(),
  link: z.string().trim().refine((s) => s === '' || /^https?:\/\/\S+$/.test(s), 'Enter a web address starting with http:// or https://'),
})

type AlbumForm = z.input<typeof albumSchema>

const formOf = (a: Album | null, categoryId?: number | null): AlbumForm => ({
  title: a?.title ?? '',
  description: a?.description ?? '',
  categoryId: a?.categoryId ? String(a.categoryId) : categoryId ? String(categoryId) : '',
  author: a?.author ?? '',
  ownerName: a?.ownerName ?? '',
  ownerEmail: a?.ownerEmail ?? '',
  language: a?.language ?? '',
  explicit: a?.explicit ?? false,
  itunesCategory: a?.itunesCategory ?? '',
  itunesSubcategory: a?.itunesSubcategory ?? '',
  link: a?.link ?? '',
})

/** Add an album (in a category when given) or edit one; the artwork's rule shows under the artwork. */
export function AlbumModal({ album, categoryId, onClose, onSaved }: { album: Album | null; categoryId?: number | null; onClose: () => void; onSaved?: (a: Album) => void }) {
  const art = useMediaItem(album?.artworkMediaId ?? 0)
  return (
    <Modal open title={album ? `Edit ${album.title}` : 'Add album'} onClose={onClose} size="lg">
      {album?.artworkMediaId && art.isPending ? <p role="status">Loading…</p> : <AlbumForm album={album} categoryId={categoryId} artwork={art.data ?? null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}

function AlbumForm({ album, categoryId, artwork, onClose, onSaved }: { album: Album | null; categoryId?: number | null; artwork: MediaItem | null; onClose: () => void; onSaved?: (a: Album) => void }) {
  const call = useAlbumCall()
  const cats = useAlbumCategories()
  const [art, setArt] = useState<MediaItem | null>(artwork)
  const [artError, setArtError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useZodForm(albumSchema, { defaultValues: formOf(album, categoryId) })
  const category = form.watch('itunesCategory')
  const submit = form.handleSubmit(async (v) => {
    setArtError(null)
    setRefusal(null)
    const body: AlbumBody = {
      ...v,
      categoryId: v.categoryId ? Number(v.categoryId) : null,
      itunesSubcategory: subcategoryOptions(v.itunesCategory).some((o) => o.value === v.itunesSubcategory) ? v.itunesSubcategory : '',
      artworkMediaId: art?.id ?? null,
      published: album?.published ?? false,
    }
    try {
      const env = album ? await call.mutateAsync({ op: 'update', body: { ...body, id: album.id } }) : await call.mutateAsync({ op: 'add', body })
      if (env.responseData) onSaved?.(env.responseData)
      onClose()
    } catch (e) {
      if (!(e instanceof ApiError)) return
      if (/artwork/i.test(e.message)) setArtError(e.message)
      else setRefusal(e.message)
    }
  })
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={album ? 'Edit album' : 'Add album'}>
      <TextField label="Title" error={fieldError(form, 'title')} {...form.register('title')} />
      <TextAreaField label="Description" rows={3} hint="Apple Podcasts and Spotify show it; needed before publishing." error={fieldError(form, 'description')} {...form.register('description')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label="Category" placeholder="No category" options={(cats.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} {...form.register('categoryId')} />
        <TextField label="Author" hint="Blank: the church’s default." error={fieldError(form, 'author')} {...form.register('author')} />
        <TextField label="Owner name" error={fieldError(form, 'ownerName')} {...form.register('ownerName')} />
        <TextField label="Owner e-mail" type="email" error={fieldError(form, 'ownerEmail')} {...form.register('ownerEmail')} />
        <TextField label="Language" hint="A code like en or en-US." error={fieldError(form, 'language')} {...form.register('language')} />
        <TextField label="Website" type="url" error={fieldError(form, 'link')} {...form.register('link')} />
        <SelectField label="iTunes category" placeholder="Church default" options={categoryOptions} {...form.register('itunesCategory')} />
        <SelectField label="iTunes subcategory" placeholder="None" options={subcategoryOptions(category)} disabled={subcategoryOptions(category).length === 0} {...form.register('itunesSubcategory')} />
      </div>
      <Controller control={form.control} name="explicit" render={({ field }) => <SwitchRow label="Explicit" hint="Marks the podcast explicit in the apps." checked={field.value} onChange={field.onChange} />} />
      <MediaField label="Artwork" kind="image" value={art} onChange={(m) => (setArt(m), setArtError(null))} error={artError} hint="Square, from 1400×1400 to 3000×3000 pixels." />
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
          {album ? 'Save album' : 'Add album'}
        </Button>
      </div>
    </form>
  )
}
