import { Badge } from '@/components/ui/Card'
import type { CommunicationStatus, RecipientStatus } from '../api/types'

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'red' | 'blue'

const RECIPIENT: Record<RecipientStatus, { tone: Tone; label: string }> = {
  queued: { tone: 'neutral', label: 'Queued' },
  sending: { tone: 'blue', label: 'Sending' },
  sent: { tone: 'brand', label: 'Sent' },
  delivered: { tone: 'green', label: 'Delivered' },
  failed: { tone: 'red', label: 'Failed' },
  undelivered: { tone: 'red', label: 'Undelivered' },
  skipped: { tone: 'amber', label: 'Skipped' },
}

const COMMUNICATION: Record<CommunicationStatus, { tone: Tone; label: string }> = {
  scheduled: { tone: 'amber', label: 'Scheduled' },
  sending: { tone: 'blue', label: 'Sending' },
  sent: { tone: 'green', label: 'Sent' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
  failed: { tone: 'red', label: 'Failed' },
}

export const RECIPIENT_STATUSES = Object.keys(RECIPIENT) as RecipientStatus[]
export const recipientStatusLabel = (s: RecipientStatus) => RECIPIENT[s]?.label ?? s

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  const s = RECIPIENT[status] ?? { tone: 'neutral' as const, label: status }
  return <Badge tone={s.tone}>{s.label}</Badge>
}

export function CommunicationStatusBadge({ status }: { status: CommunicationStatus }) {
  const s = COMMUNICATION[status] ?? { tone: 'neutral' as const, label: status }
  return <Badge tone={s.tone}>{s.label}</Badge>
}
