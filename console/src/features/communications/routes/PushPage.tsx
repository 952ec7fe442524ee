import { ChannelPage } from '../components/ChannelPage'

export default function PushPage() {
  return <ChannelPage channel="push" />
}
