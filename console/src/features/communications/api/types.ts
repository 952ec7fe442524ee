// The communications API's shapes (docs/communications-api.md). Written from the contract until the
// backend's routes are in the generated schema; then these read ApiData/ApiBody by path.
import type { Page } from '@/api'
import type { Channel } from '../lib/channels'

export type { Page }

export interface Audience {
  personIds: number[]
  householdIds: number[]
  groupIds: number[]
  serviceUnitIds: number[]
  fellowshipIds: number[]
  savedListIds: number[]
  contactGroupIds: number[]
  numbers: string[]
  emails: string[]
}

export type VoiceMode = 'tts' | 'recording'

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

export interface Quote {
  recipients: number
  duplicatesRemoved: number
  optedOut: number
  withoutAddress: number
  segments: number
  encoding: string
  characters: number
  unitCost: number
  credits: number
  available: number
  enough: boolean
  preview: { to: string; name: string; subject: string; text: string; html: string }
}

export type CommunicationStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed'
export type RecipientStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'undelivered' | 'skipped'

export type Counts = Record<RecipientStatus, number>

export interface CommunicationSummary {
  id: number
  channel: Channel
  origin: string
  status: CommunicationStatus
  subject: string
  body: string
  recipients: number
  credits: number
  scheduledAt: string | null
  createdAt: string
  finishedAt: string | null
  createdByName?: string
}

export interface Communication extends CommunicationSummary {
  html: string
  mediaId: number | null
  voiceMode: VoiceMode | ''
  audience: Partial<Audience>
  segments: number
  encoding: string
  counts: Counts
}

export interface Recipient {
  id: number
  personId: number | null
  name: string
  address: string
  status: RecipientStatus
  error: string
  cost: number
  updatedAt: string
}

export interface MergeField {
  field: string
  label: string
}

export interface Media {
  id: number
  name: string
  kind: 'image' | 'audio' | 'video' | 'document'
  contentType: string
  size: number
  width: number | null
  height: number | null
  url: string
  createdAt: string
}

export interface Account {
  balance: number
  reserved: number
  available: number
}

export type EntryKind = 'grant' | 'purchase' | 'reserve' | 'release' | 'debit' | 'refund' | 'adjustment'

export interface Entry {
  id: number
  kind: EntryKind
  amount: number
  reservedChange: number
  balanceAfter: number
  reservedAfter: number
  communicationId: number | null
  note: string
  reference: string
  createdAt: string
  createdBy: number | null
}
