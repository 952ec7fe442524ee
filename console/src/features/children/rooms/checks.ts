import type { CheckStatus } from '../api/rooms'

export const CHECK_LABEL: Record<CheckStatus, string> = { valid: 'Valid', expiring: 'Expiring', expired: 'Expired', missing: 'Missing' }
export const CHECK_TONE = { valid: 'green', expiring: 'amber', expired: 'red', missing: 'neutral' } as const satisfies Record<CheckStatus, string>

/** The badge's text: the status with the expiry date when there is one ("Expired 2026-03-01"). */
export function checkText(status: CheckStatus, expiresOn: string | null): string {
  if (status === 'missing') return 'No check on file'
  if (!expiresOn) return CHECK_LABEL[status]
  return `${CHECK_LABEL[status]} · ${status === 'expired' ? 'expired' : 'expires'} ${expiresOn}`
}
