import { ChannelPage } from '../components/ChannelPage'

export default function VoicePage() {
  return <ChannelPage channel="voice" />
}
