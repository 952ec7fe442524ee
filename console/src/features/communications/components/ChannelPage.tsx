import { CommsShell } from './CommsShell'
import { CHANNELS, type Channel } from '../lib/channels'

/** One channel's page: compose, then the history; ?id= opens one communication. */
export function ChannelPage({ channel }: { channel: Channel }) {
  const info = CHANNELS[channel]
  return (
    <CommsShell title={info.title} description={info.description}>
      <div />
    </CommsShell>
  )
}
