// The communications API's shapes (docs/communications-api.md), read from the generated schema by path.
import type { ApiBody, ApiData, ApiItem, Page } from '@/api'
import type { Channel } from '../lib/channels'

export type { Page }

export type Quote = ApiData<'/api/communications/quote'>
export type Communication = ApiData<'/api/communications/get'>
export type CommunicationSummary = ApiItem<'/api/communications/list'>
export type Recipient = ApiItem<'/api/communications/recipients'>
export type MergeField = ApiData<'/api/communications/merge-fields'>[number]
export type Media = ApiItem<'/api/communications/media/list'>
export type Account = ApiData<'/api/organization/credits/balance'>
export type Entry = ApiItem<'/api/organization/credits/list'>

export type CommunicationStatus = Communication['status']
export type RecipientStatus = Recipient['status']
export type EntryKind = Entry['kind']
export type VoiceMode = Exclude<Communication['voiceMode'], ''>
export type Counts = Communication['counts']

type ComposeBody = ApiBody<'/api/communications/quote'>

/** Every audience list, always sent (the server takes missing ones as empty). */
export type Audience = { [K in keyof NonNullable<ComposeBody['audience']>]-?: NonNullable<NonNullable<ComposeBody['audience']>[K]> }

/** The body of quote and send (send and update take it as the multipart `payload`). */
export interface Compose {
  channel: Channel
  subject: string
  body: string
  html: string
  mediaId: number
  voiceMode: VoiceMode | ''
  audience: Audience
  scheduledAt: string | null
  idempotencyKey: string
}

// The console's Compose is a body the server takes: a renamed or dropped field fails tsc here.
type Assignable<T extends U, U> = T
export type ComposeIsABody = Assignable<Compose, ComposeBody>
