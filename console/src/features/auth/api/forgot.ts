import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Sent } from '@/api'
import { api } from '@/lib/api-client'

export type ForgotInput = Sent<ApiBody<'/api/auth/forgot'>, 'orgId' | 'emailOrPhone' | 'tokenType'>

export const requestReset = (input: ForgotInput) => api.post<unknown>('/api/auth/forgot', input, { auth: false })

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset })
}
