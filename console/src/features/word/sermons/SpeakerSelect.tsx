import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useSpeakerCall, useSpeakers } from '../api/sermons'

/**
 * The sermon's speaker: one of the church's speakers, or a guest typed in on the spot (a speaker
 * without a person, added to the speakers and chosen at once). `value` is the speaker's id as
 * text, '' for none.
 */
export function SpeakerSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const speakers = useSpeakers()
  const call = useSpeakerCall()
  const [adding, setAdding] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()

  async function addGuest() {
    const n = name.trim()
    if (!n) return setError("Enter the speaker's name")
    try {
      const env = await call.mutateAsync({ op: 'add', body: { name: n, title: '', bio: '' } })
      onChange(String(env.responseData.id))
      setAdding(false)
      setName('')
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
    }
  }

  if (adding)
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label="Guest speaker's name"
              autoFocus
              maxLength={200}
              value={name}
              error={error}
              onChange={(e) => (setName(e.target.value), setError(undefined))}
              onKeyDown={(e) => {
                // Enter adds the guest, not the whole sermon.
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void addGuest()
                }
              }}
            />
          </div>
          <Button className="mt-[26px]" loading={call.isPending} onClick={() => void addGuest()}>
            Add
          </Button>
        </div>
        <button type="button" className="self-start text-sm font-semibold text-brand-ink hover:underline" onClick={() => setAdding(false)}>
          Choose from the speakers
        </button>
      </div>
    )

  return (
    <div className="flex flex-col gap-1.5">
      <SelectField
        label="Speaker"
        placeholder="No speaker"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={(speakers.data ?? []).map((s) => ({ value: String(s.id), label: s.guest ? `${s.name} (guest)` : s.name }))}
      />
      <button type="button" className="self-start text-sm font-semibold text-brand-ink hover:underline" onClick={() => setAdding(true)}>
        Add a guest speaker
      </button>
    </div>
  )
}
