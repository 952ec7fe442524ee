// Wire types of docs/communications-api.md (contact groups, media, keywords, do-not-contact,
// greetings), written against the contract until the routes land in the generated schema.
export type { Page } from '@/api'

export interface ContactGroup {
  id: number
  name: string
  description: string
  members: number
}

export type MemberSource = 'staff' | 'keyword' | string

export interface GroupMember {
  id: number
  personId: number
  name: string
  phone: string
  email: string
  source: MemberSource
}

export interface Contact {
  name: string
  phone: string
  email: string
}

export type MediaKind = 'image' | 'audio' | 'video' | 'document'

export interface Media {
  id: number
  name: string
  kind: MediaKind
  contentType: string
  size: number
  width: number
  height: number
  url: string
  createdAt: string
}

export interface Keyword {
  id: number
  keyword: string
  reply: string
  contactGroupId: number | null
  contactGroupName: string
  active: boolean
  matches: number
}

export type ConsentChannel = 'text' | 'voice' | 'email' | 'push'
export type ConsentMethod = 'keyword' | 'unsubscribe' | 'staff' | 'provider' | string

export interface Block {
  id: number
  channel: ConsentChannel
  address: string
  personId: number | null
  name: string
  method: ConsentMethod
  proof: Record<string, unknown>
  createdAt: string
}

export interface ConsentEvent {
  channel: ConsentChannel
  action: 'opt_out' | 'opt_in' | string
  method: ConsentMethod
  proof: Record<string, unknown>
  createdAt: string
}

export type GreetingKind = 'birthday' | 'wedding'
export type GreetingChannel = 'sms' | 'email'

export interface GreetingTemplate {
  id: number
  kind: GreetingKind
  channel: GreetingChannel
  subject: string
  body: string
  enabled: boolean
  sendHour: number
}

export interface Greeting {
  personId: number
  name: string
  kind: GreetingKind
  year: number
  channel: GreetingChannel
  communicationId: number
  sentAt: string
}
