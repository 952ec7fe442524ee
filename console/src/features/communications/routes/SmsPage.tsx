import { ChannelPage } from '../components/ChannelPage'

export default function SmsPage() {
  return <ChannelPage channel="sms" />
}
