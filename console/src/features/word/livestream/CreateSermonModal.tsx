import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { useSeriesList, useSpeakers } from '../api/sermons'
import { useCreateSermonFromStream, type Stream } from '../api/streams'

/**
 * A finished stream kept as a sermon: a draft dated the stream's day, its video the stream's link.
 * The title, speaker and series can be given here; the rest in the sermon's dialog, where the page goes next.
 */
export function CreateSermonModal({ stream, onClose, onCreated }: { stream: Stream; onClose: () => void; onCreated: (sermonId: number) => void }) {
  const create = useCreateSermonFromStream()
  const speakers = useSpeakers()
  const series = useSeriesList()
  const [title, setTitle] = useState(stream.title)
  const [speakerId, setSpeakerId] = useState('')
  const [seriesId, setSeriesId] = useState('')
  const [error, setError] = useState<string | undefined>()

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!title.trim()) return setError("Enter the sermon's title")
    try {
      const env = await create.mutateAsync({ id: stream.id, title: title.trim(), speakerId: speakerId ? Number(speakerId) : null, seriesId: seriesId ? Number(seriesId) : null })
      onClose()
      onCreated(env.responseData.id)
    } catch {
      // The toast says why (already a sermon, not finished).
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Create sermon from the stream"
      description={`A draft sermon with the stream's date and link. You can add its audio, scripture and notes next.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="stream-sermon-form" loading={create.isPending}>
            Create sermon
          </Button>
        </>
      }
    >
      <form id="stream-sermon-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label="Sermon title" maxLength={200} value={title} error={error} onChange={(e) => (setTitle(e.target.value), setError(undefined))} />
        <SelectField label="Speaker" placeholder="No speaker" value={speakerId} onChange={(e) => setSpeakerId(e.target.value)} options={(speakers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} />
        <SelectField label="Series" placeholder="No series" value={seriesId} onChange={(e) => setSeriesId(e.target.value)} options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} />
      </form>
    </Modal>
  )
}
