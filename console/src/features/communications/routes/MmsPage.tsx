import { ChannelPage } from '../components/ChannelPage'

export default function MmsPage() {
  return <ChannelPage channel="mms" />
}
