import { Link, useSearchParams } from 'react-router-dom'
import { Card, EmptyState } from '@/components/ui/Card'
import { QueryState } from '@/components/ui/QueryState'
import { useCommunication } from '../api/get'
import { CHANNELS, type Channel } from '../lib/channels'
import { CommsShell } from './CommsShell'
import { CommunicationDetail } from './CommunicationDetail'
import { ComposeForm } from './ComposeForm'
import { HistoryList } from './HistoryList'
import { useChipNames } from './use-chip-names'

/** One channel's page: compose, then the history; ?id= opens one communication, ?edit= a scheduled one in the form. */
export function ChannelPage({ channel }: { channel: Channel }) {
  const info = CHANNELS[channel]
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const edit = Number(params.get('edit')) || 0
  const back = (
    <Link to={info.path} className="font-medium text-brand-ink hover:underline">
      ← All {info.title === 'E-mail' ? 'e-mails' : info.title === 'Push notifications' ? 'push notifications' : `${info.title} messages`}
    </Link>
  )

  if (id) {
    return (
      <CommsShell title={`${info.title} message`} back={back}>
        <One id={id} channel={channel}>
          {(c) => <CommunicationDetail c={c} />}
        </One>
      </CommsShell>
    )
  }
  if (edit) {
    return (
      <CommsShell title={`Edit scheduled ${info.noun}`} back={back}>
        <One id={edit} channel={channel}>
          {(c) => (c.status === 'scheduled' ? <EditForm c={c} /> : <Card><EmptyState title="This message can no longer be changed" message="Only a scheduled message can be edited, until it goes out." /></Card>)}
        </One>
      </CommsShell>
    )
  }
  return (
    <CommsShell title={info.title} description={info.description}>
      <ComposeForm key={channel} channel={channel} />
      <HistoryList info={info} />
    </CommsShell>
  )
}

function EditForm({ c }: { c: Parameters<typeof CommunicationDetail>[0]['c'] }) {
  const names = useChipNames(c)
  if (!names) return null
  return <ComposeForm key={c.id} channel={c.channel} editing={c} chipNames={names} />
}

function One({ id, channel, children }: { id: number; channel: Channel; children: (c: Parameters<typeof CommunicationDetail>[0]['c']) => React.ReactNode }) {
  const q = useCommunication(id)
  return (
    <QueryState query={q}>
      {(c) =>
        c.channel !== channel ? (
          <Card>
            <EmptyState title="Not a message of this channel" message={`This is a ${CHANNELS[c.channel]?.title ?? c.channel} message.`} />
          </Card>
        ) : (
          children(c)
        )
      }
    </QueryState>
  )
}
