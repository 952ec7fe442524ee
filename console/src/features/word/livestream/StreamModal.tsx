import { useState } from 'react'
import { Button, PasswordField, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useStreamCall, type Provider, type Stream } from '../api/streams'
import { fromLocalInput, keyHint, PROVIDERS, toLocalInput } from './streams'

type Errors = Partial<Record<'title' | 'url' | 'rtmpServer' | 'scheduledAt', string>>

/**
 * Add or edit a stream: title, provider, the watch URL, for RTMP the server and the key (written,
 * never read back: the field shows the saved key's last 4), and when it is scheduled.
 */
export function StreamModal({ stream, onClose }: { stream: Stream | null; onClose: () => void }) {
  const call = useStreamCall()
  const [title, setTitle] = useState(stream?.title ?? '')
  const [provider, setProvider] = useState<Provider>(stream?.provider ?? 'youtube')
  const [url, setUrl] = useState(stream?.url ?? '')
  const [rtmpServer, setRtmpServer] = useState(stream?.rtmpServer ?? '')
  const [streamKey, setStreamKey] = useState('')
  const [scheduledAt, setScheduledAt] = useState(toLocalInput(stream?.scheduledAt))
  const [errors, setErrors] = useState<Errors>({})
  const rtmp = provider === 'rtmp'

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const next: Errors = {
      title: title.trim() ? undefined : 'Enter the stream’s title',
      url: /^https?:\/\/\S+\.\S+/i.test(url.trim()) ? undefined : 'Enter a link starting with http:// or https://',
      rtmpServer: rtmp && rtmpServer.trim() && !/^rtmps?:\/\/\S+/i.test(rtmpServer.trim()) ? 'Enter a server starting with rtmp:// or rtmps://' : undefined,
      scheduledAt: scheduledAt && !fromLocalInput(scheduledAt) ? 'Enter the date and time' : undefined,
    }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    const body = {
      title: title.trim(),
      provider,
      url: url.trim(),
      rtmpServer: rtmp ? rtmpServer.trim() : '',
      scheduledAt: fromLocalInput(scheduledAt) ?? '',
      // Write-only: sent only when typed, so an edit keeps the saved key.
      ...(streamKey.trim() ? { streamKey: streamKey.trim() } : {}),
    }
    try {
      await (stream ? call.mutateAsync({ op: 'update', body: { ...body, id: stream.id } }) : call.mutateAsync({ op: 'add', body }))
      onClose()
    } catch (err) {
      // A refusal about the link shows under it; others in the toast.
      if (err instanceof ApiError && err.status === 400 && /url|link/i.test(err.message)) setErrors({ url: err.message })
    }
  }

  const hint = PROVIDERS.find((p) => p.value === provider)?.hint
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={stream ? `Edit ${stream.title}` : 'Add stream'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="stream-form" loading={call.isPending}>
            {stream ? 'Save' : 'Add stream'}
          </Button>
        </>
      }
    >
      <form id="stream-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label="Title" placeholder="Sunday service" maxLength={200} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
          <SelectField label="Provider" value={provider} onChange={(e) => setProvider(e.target.value as Provider)} options={PROVIDERS.map((p) => ({ value: p.value, label: p.label }))} />
          <TextField label="Scheduled for" type="datetime-local" optional value={scheduledAt} error={errors.scheduledAt} onChange={(e) => setScheduledAt(e.target.value)} />
        </div>
        <TextField label="Watch URL" inputMode="url" placeholder="https://" hint={hint} value={url} error={errors.url} onChange={(e) => setUrl(e.target.value)} />
        {rtmp && (
          <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
            <TextField label="RTMP server" placeholder="rtmps://live.example.com/app" value={rtmpServer} error={errors.rtmpServer} onChange={(e) => setRtmpServer(e.target.value)} />
            <PasswordField label="Stream key" autoComplete="off" value={streamKey} hint={keyHint(stream?.streamKeyHint)} onChange={(e) => setStreamKey(e.target.value)} />
          </div>
        )}
        {!rtmp && stream?.streamKeyHint && <p className="text-sm text-slate-500 dark:text-neutral-400">A stream key ending in {stream.streamKeyHint} is saved for this stream.</p>}
      </form>
    </Modal>
  )
}
