// The communications API's shapes (docs/communications-api.md), read from the generated schema by path.
import type { ApiBody, ApiData, ApiItem, Narrow, Page, Sent } from '@/api'
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

// The lists' pages: contact groups, media vault, smart keywords, do not contact, greetings.
export type ContactGroup = ApiItem<'/api/communications/contact-groups/list'>
export type GroupMember = ApiItem<'/api/communications/contact-groups/members'>
export type Contact = NonNullable<ApiBody<'/api/communications/contact-groups/add-members'>['contacts']>[number]

export type MediaKind = Media['kind']

export type Keyword = ApiItem<'/api/communications/keywords/list'>

/** The proof is stored JSON (keyword, messageSid, communicationId, staffId, staffName, note, ip). */
type ProofNarrowing = { proof: Record<string, unknown> | null }

export type Block = Narrow<ApiItem<'/api/communications/do-not-contact/list'>, ProofNarrowing>
export type ConsentChannel = Block['channel']
export type ConsentMethod = Block['method']
export type ConsentEvent = Narrow<ApiData<'/api/communications/do-not-contact/history'>['items'][number], ProofNarrowing>

export type GreetingTemplate = ApiData<'/api/communications/greetings/templates'>[number]
export type GreetingKind = GreetingTemplate['kind']
export type GreetingChannel = GreetingTemplate['channel']
export type Greeting = ApiItem<'/api/communications/greetings/history'>

// Buying credits and auto-recharge (docs/billing-api.md; tenantapi/billing/purchases).
export type CreditQuote = ApiData<'/api/organization/credits/quote'>
export type Purchase = ApiItem<'/api/organization/credits/purchases'>
export type PurchaseStatus = Purchase['status']
export type BuyResult = ApiData<'/api/organization/credits/buy'>
/** The buy body as the console sends it: the amount, the method and the submission's key always. */
export type BuyBody = Sent<ApiBody<'/api/organization/credits/buy'>, 'credits' | 'method' | 'requestKey'>
export type AutoRecharge = ApiData<'/api/organization/credits/auto-recharge'>
export type AutoRechargeBody = Sent<ApiBody<'/api/organization/credits/auto-recharge/update'>, 'enabled' | 'thresholdCredits' | 'rechargeCredits'>
