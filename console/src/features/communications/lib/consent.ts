import type { ConsentChannel } from '../api/types'

/** A person listed on a channel where they have no address is `person:<id>`: blocked by who they are. */
export const displayAddress = (a: string) => (/^person:\d+$/.test(a) ? 'Any address of theirs' : a)

export const CHANNEL_LABELS: Record<ConsentChannel, string> = { text: 'Text', voice: 'Voice', email: 'E-mail', push: 'Push' }

const METHOD_LABELS: Record<string, string> = {
  keyword: 'Texted a keyword',
  unsubscribe_link: 'Unsubscribe link',
  staff: 'Staff',
  provider: 'Provider',
}

/** How an opt-out or opt-in came: the method as staff read it. */
export const methodLabel = (m: string) => METHOD_LABELS[m] ?? (m ? m.charAt(0).toUpperCase() + m.slice(1) : 'Unknown')

const PROOF_LABELS: Record<string, string> = {
  keyword: 'Keyword',
  word: 'Keyword',
  message: 'Message',
  body: 'Message',
  from: 'From',
  to: 'To',
  messageSid: 'Message ID',
  sid: 'Message ID',
  staff: 'Staff member',
  staffName: 'Staff member',
  staffId: 'Staff ID',
  by: 'Staff member',
  byName: 'Staff member',
  note: 'Note',
  communicationId: 'Message sent',
  ip: 'IP address',
  userAgent: 'Browser',
  provider: 'Provider',
  errorCode: 'Provider code',
  at: 'At',
}

// Shown first, in this order; the rest after them as they come.
const ORDER = ['keyword', 'word', 'message', 'body', 'staffName', 'byName', 'staff', 'by', 'note', 'from', 'to', 'communicationId', 'messageSid', 'sid']

/** A proof map as label/value rows: the keyword and message, or the staff member and note, first. */
export function proofRows(proof: Record<string, unknown> | null | undefined): { key: string; label: string; value: string }[] {
  if (!proof) return []
  const entries = Object.entries(proof).filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object')
  // A staff member's id is not worth a row when the name is there.
  const hasName = entries.some(([k]) => k === 'staffName' || k === 'byName')
  const kept = entries.filter(([k]) => !(hasName && (k === 'staff' || k === 'by' || k === 'staffId' || k === 'byId')))
  kept.sort(([a], [b]) => rank(a) - rank(b))
  return kept.map(([k, v]) => ({ key: k, label: PROOF_LABELS[k] ?? humanize(k), value: String(v) }))
}

const rank = (k: string) => {
  const i = ORDER.indexOf(k)
  return i < 0 ? ORDER.length : i
}

const humanize = (k: string) => {
  const s = k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** A one-line summary of the proof for the table: the keyword, or the note. */
export function proofSummary(method: string, proof: Record<string, unknown> | null | undefined): string {
  const p = proof ?? {}
  const pick = (...keys: string[]) => keys.map((k) => p[k]).find((v) => typeof v === 'string' && v.trim()) as string | undefined
  if (method === 'keyword') {
    const word = pick('keyword', 'word')
    const msg = pick('message', 'body')
    return word ? `Texted “${word}”` : msg ? `Texted “${msg}”` : 'Texted an opt-out word'
  }
  if (method === 'staff') return pick('note') ?? 'Added by staff'
  if (method === 'unsubscribe_link') return 'Clicked the unsubscribe link'
  return pick('note', 'message', 'errorCode') ?? methodLabel(method)
}
