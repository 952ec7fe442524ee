// Wire types of docs/communications-api.md, read from the generated OpenAPI types (src/api).
import type { ApiBody, ApiData, ApiItem, Narrow } from '@/api'

export type { Page } from '@/api'

export type ContactGroup = ApiItem<'/api/communications/contact-groups/list'>
export type GroupMember = ApiItem<'/api/communications/contact-groups/members'>
export type Contact = NonNullable<ApiBody<'/api/communications/contact-groups/add-members'>['contacts']>[number]

export type Media = ApiItem<'/api/communications/media/list'>
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
