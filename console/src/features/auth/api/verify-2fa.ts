import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Sent } from '@/api'
import { api } from '@/lib/api-client'
import type { LoginResult } from './types'

export type VerifyTwoFactorInput = Sent<ApiBody<'/api/auth/verify-2fa'>, 'orgId' | 'userId' | 'advancedAccessCode'>

export const verifyTwoFactor = (input: VerifyTwoFactorInput) => api.post<LoginResult>('/api/auth/verify-2fa', input, { auth: false })

/** A wrong code shows the server message as an error toast (spec §8): the global handler does it. */
export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor })
}
