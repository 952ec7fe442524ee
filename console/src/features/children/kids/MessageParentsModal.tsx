import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, RadioGroup, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { useMessageParents } from '../api/kids'
import { CHILDREN } from '../paths'

/** What the success page shows (router state). */
export interface SentState {
  channel: 'sms' | 'email'
  recipients: number
  parents: number
  communicationId: number
  children: { id: number; name: string }[]
}

/** Compose a text or e-mail to the chosen children's parents; on success, the success page. */
export function MessageParentsModal({ open, kids: children, onClose }: { open: boolean; kids: { id: number; name: string }[]; onClose: () => void }) {
  const [channel, setChannel] = useState<'sms' | 'email'>('sms')
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useMessageParents()
  const navigate = useNavigate()
  const names = children.map((c) => c.name)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!body.trim()) return setError('Write a message')
    if (channel === 'email' && !subject.trim()) return setError('Write a subject')
    send.mutate(
      { childIds: children.map((c) => c.id), channel, subject: channel === 'email' ? subject.trim() : '', body },
      {
        onSuccess: (r) => {
          onClose()
          const state: SentState = { channel, recipients: r.recipients, parents: r.parents, communicationId: r.communicationId, children }
          navigate(CHILDREN.communicationSuccess, { state })
        },
      },
    )
  }
  return (
    <Modal
      open={open}
      title="Message parents"
      description={`To the parents of ${names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`}.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="message-parents-form" loading={send.isPending}>
            Send message
          </Button>
        </>
      }
    >
      <form id="message-parents-form" aria-label="Message parents" noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <RadioGroup
          legend="Send as"
          name="channel"
          value={channel}
          onChange={setChannel}
          options={[
            { value: 'sms', label: 'Text message' },
            { value: 'email', label: 'E-mail' },
          ]}
        />
        {channel === 'email' && <TextField label="Subject" maxLength={200} value={subject} onChange={(e) => (setSubject(e.target.value), setError(null))} />}
        <TextAreaField label="Message" rows={5} value={body} error={error} onChange={(e) => (setBody(e.target.value), setError(null))} hint="Parents who opted out of this channel are skipped; each message spends credits." />
      </form>
    </Modal>
  )
}
