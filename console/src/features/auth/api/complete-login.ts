import { setTwoFactorChallenge, startSession } from '@/lib/session'
import type { LoginResult } from './types'

/**
 * Spec §4: isRequired 'false' stores the user and enters; 'true' stores the challenge under 2FA.
 * The flag is compared as a string (spec §9).
 */
export function completeLogin(orgId: number, r: LoginResult): 'signed-in' | 'two-factor' {
  if (r.twoFactorAuthentication?.isRequired === 'true') {
    setTwoFactorChallenge({
      userId: r.userId,
      messageHeader: r.twoFactorAuthentication.messageHeader,
      messageBody: r.twoFactorAuthentication.messageBody,
      messageFooter: r.twoFactorAuthentication.messageFooter,
    })
    return 'two-factor'
  }
  startSession({ userId: r.userId, orgId, signedInAt: new Date().toISOString() }, r.jwtToken)
  return 'signed-in'
}
