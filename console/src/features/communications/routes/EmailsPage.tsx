import { ChannelPage } from '../components/ChannelPage'

export default function EmailsPage() {
  return <ChannelPage channel="email" />
}
