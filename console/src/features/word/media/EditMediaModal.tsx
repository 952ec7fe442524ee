import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useMediaCall, useMediaGroups, useMediaSeriesList } from '../api/media'
import type { MediaItem } from '../upload/types'

export const mediaSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Keep the title to 200 characters'),
  description: z.string().trim().max(5000, 'Keep the description to 5,000 characters'),
  groupId: z.string(),
  seriesId: z.string(),
})

/** Edit a file's title, description, group and series. Mounted per item, so each starts from it. */
export function EditMediaModal({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const call = useMediaCall()
  const groups = useMediaGroups()
  const series = useMediaSeriesList()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useZodForm(mediaSchema, {
    defaultValues: { title: item.title || item.fileName, description: item.description, groupId: item.groupId ? String(item.groupId) : '', seriesId: item.seriesId ? String(item.seriesId) : '' },
  })
  const submit = form.handleSubmit(async (v) => {
    setRefusal(null)
    try {
      await call.mutateAsync({ op: 'update', body: { id: item.id, title: v.title, description: v.description, groupId: v.groupId ? Number(v.groupId) : null, seriesId: v.seriesId ? Number(v.seriesId) : null } })
      onClose()
    } catch (e) {
      if (e instanceof ApiError) setRefusal(e.message)
    }
  })
  return (
    <Modal
      open
      title="Edit file"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="media-form" loading={call.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="media-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label="Title" error={fieldError(form, 'title')} {...form.register('title')} />
        <TextAreaField label="Description" error={fieldError(form, 'description')} {...form.register('description')} />
        <SelectField label="Group" placeholder="No group" options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))} {...form.register('groupId')} />
        <SelectField label="Series" placeholder="No series" options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} {...form.register('seriesId')} />
        {refusal && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {refusal}
          </p>
        )}
      </form>
    </Modal>
  )
}
