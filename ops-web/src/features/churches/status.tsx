import { Badge, type Tone } from '@/components/ui/Card'

const STATUS: Record<string, [string, Tone]> = {
  active: ['Active', 'green'],
  locked: ['Locked down', 'red'],
  billing: ['Billing lock-down', 'amber'],
  suspended: ['Suspended', 'red'],
  closed: ['Closed', 'slate'],
  pending: ['Pending', 'blue'],
}

export const STATUS_FILTERS: [string, string][] = [
  ['', 'Any status'],
  ['active', 'Active'],
  ['locked', 'Locked down'],
  ['billing', 'Billing lock-down'],
  ['suspended', 'Suspended'],
  ['closed', 'Closed'],
]

/** A church's state as a badge: suspended, else locked down, else billing lock-down, else its status. */
export function ChurchStatus({ status, lockedDown, billingLockdown }: { status: string; lockedDown: boolean; billingLockdown: boolean }) {
  const key = status === 'active' && lockedDown ? 'locked' : status === 'active' && billingLockdown ? 'billing' : status
  const [label, tone] = STATUS[key] ?? [status, 'slate']
  return <Badge tone={tone}>{label}</Badge>
}
