import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { today } from '@/lib/format'
import { MediaField } from '../upload'
import { isScriptureError, useSaveSermon, useSermonGroups, useSeriesList, type Sermon } from '../api/sermons'
import { bodyOf, formOf, MAX_ATTACHMENTS, sermonSchema, withAttachment } from './sermon-form'
import { formatRefs } from './scripture'
import { SpeakerSelect } from './SpeakerSelect'

/**
 * Add or edit a sermon: title, date, speaker (or a guest added on the spot), series, groups,
 * scripture (the server reads it: its message shows under the field), notes, summary, audio and
 * video (uploaded or from the media library; a video may be a link instead), attachments, status.
 * Mounted per sermon (keyed by the caller), so its form starts from that sermon.
 */
export function SermonModal({ sermon, onClose, onSaved }: { sermon: Sermon | null; onClose: () => void; onSaved?: (s: Sermon) => void }) {
  const save = useSaveSermon()
  const series = useSeriesList()
  const groups = useSermonGroups()
  const form = useZodForm(sermonSchema, { defaultValues: formOf(sermon, today()) })
  const [scriptureError, setScriptureError] = useState<string | null>(null)
  const err = (n: Parameters<typeof fieldError<ReturnType<typeof formOf>>>[1]) => fieldError(form, n)

  const submit = form.handleSubmit(async (v) => {
    setScriptureError(null)
    try {
      const env = sermon ? await save.mutateAsync({ op: 'update', body: { ...bodyOf(v), id: sermon.id } }) : await save.mutateAsync({ op: 'add', body: bodyOf(v) })
      onSaved?.(env.responseData)
      onClose()
    } catch (e) {
      if (isScriptureError(e) && e instanceof ApiError) setScriptureError(e.message)
      // Anything else: the error toast says why; the form stays open.
    }
  })

  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={sermon ? `Edit “${sermon.title}”` : 'Add sermon'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="sermon-form" loading={save.isPending}>
            {sermon ? 'Save sermon' : 'Add sermon'}
          </Button>
        </>
      }
    >
      <form id="sermon-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={sermon ? 'Edit sermon' : 'Add sermon'}>
        <div className="grid grid-cols-[1fr_12rem] gap-4 max-[600px]:grid-cols-1">
          <TextField label="Title" maxLength={200} error={err('title')} {...form.register('title')} />
          <TextField label="Date" type="date" error={err('preachedOn')} {...form.register('preachedOn')} />
        </div>
        <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
          <Controller control={form.control} name="speakerId" render={({ field }) => <SpeakerSelect value={field.value} onChange={field.onChange} />} />
          <SelectField label="Series" placeholder="No series" options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} {...form.register('seriesId')} />
        </div>
        <Controller
          control={form.control}
          name="groupIds"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-neutral-300">Groups</legend>
              {(groups.data ?? []).length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-neutral-400">No sermon groups yet: add them beside the sermon list.</p>
              ) : (
                <div className="flex flex-wrap gap-x-5 gap-y-1.5">
                  {(groups.data ?? []).map((g) => (
                    <Checkbox key={g.id} checked={field.value.includes(g.id)} onChange={(on) => field.onChange(on ? [...field.value, g.id] : field.value.filter((x) => x !== g.id))}>
                      {g.name}
                    </Checkbox>
                  ))}
                </div>
              )}
            </fieldset>
          )}
        />
        <TextField
          label="Scripture"
          placeholder="John 3:16-21; Rom 8"
          hint={sermon?.scriptureRefs?.length ? `Read as ${formatRefs(sermon.scriptureRefs)}` : 'Books may be abbreviated; separate references with “;”.'}
          error={scriptureError ?? err('scripture')}
          {...form.register('scripture', { onChange: () => setScriptureError(null) })}
        />
        <TextAreaField label="Summary" rows={2} maxLength={2000} error={err('summary')} {...form.register('summary')} />
        <TextAreaField label="Notes" rows={5} maxLength={20000} error={err('notes')} {...form.register('notes')} />

        <div className="grid grid-cols-2 gap-4 max-[700px]:grid-cols-1">
          <Controller control={form.control} name="audio" render={({ field }) => <MediaField label="Audio" kind="audio" value={field.value ?? null} onChange={field.onChange} />} />
          <div className="flex flex-col gap-3">
            <Controller control={form.control} name="video" render={({ field }) => <MediaField label="Video" kind="video" value={field.value ?? null} onChange={field.onChange} />} />
            <TextField label="Or a video link" placeholder="https://www.youtube.com/watch?v=…" error={err('videoUrl')} {...form.register('videoUrl')} />
          </div>
        </div>

        <Controller
          control={form.control}
          name="attachments"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <MediaField label={`Attachments (${field.value.length} of ${MAX_ATTACHMENTS})`} value={null} onChange={(item) => item && field.onChange(withAttachment(field.value, item))} />
              {field.value.length > 0 && (
                <ul aria-label="Attachments" className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-neutral-800 dark:border-neutral-800">
                  {field.value.map((a) => (
                    <li key={a.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1 truncate">{a.title || a.fileName}</span>
                      <span className="text-xs text-slate-500 uppercase dark:text-neutral-400">{a.extension}</span>
                      <Button size="sm" variant="ghost" onClick={() => field.onChange(field.value.filter((x) => x.id !== a.id))} aria-label={`Remove ${a.title || a.fileName}`}>
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {err('attachments') && (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {err('attachments')}
                </p>
              )}
            </div>
          )}
        />

        <SelectField
          label="Status"
          hint="A draft is seen only by staff; a published sermon is on the church's website and app."
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
          ]}
          {...form.register('status')}
        />
      </form>
    </Modal>
  )
}
