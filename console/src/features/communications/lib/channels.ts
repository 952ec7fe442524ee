import { COMMS } from '../paths'

export type Channel = 'sms' | 'mms' | 'voice' | 'email' | 'push'

export interface ChannelInfo {
  channel: Channel
  title: string
  /** What one message of this channel is called in running text. */
  noun: string
  path: string
  description: string
  /** The audience's address kind: a phone number, an e-mail address or a push subscription. */
  address: 'phone' | 'email' | 'push'
}

export const CHANNELS: Record<Channel, ChannelInfo> = {
  sms: { channel: 'sms', title: 'SMS', noun: 'text message', path: COMMS.sms, address: 'phone', description: 'Text messages to mobile phones. 1 credit per segment per recipient.' },
  mms: { channel: 'mms', title: 'MMS', noun: 'picture message', path: COMMS.mms, address: 'phone', description: 'Picture messages with an image from the media vault. 3 credits per recipient.' },
  voice: { channel: 'voice', title: 'Voice', noun: 'voice call', path: COMMS.voice, address: 'phone', description: 'Phone calls that read your text aloud or play a recording. 2 credits per started minute per recipient.' },
  email: { channel: 'email', title: 'E-mail', noun: 'e-mail', path: COMMS.emails, address: 'email', description: 'E-mails with an unsubscribe link. 1 credit per recipient.' },
  push: { channel: 'push', title: 'Push notifications', noun: 'push notification', path: COMMS.push, address: 'push', description: 'Notifications to the member app and subscribed browsers. Free.' },
}
