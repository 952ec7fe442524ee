import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Narrow, Sent } from '@/api'
import { api } from '@/lib/api-client'
import type { TokenType } from './types'

export type ForgotInput = Narrow<Sent<ApiBody<'/api/auth/forgot'>, 'emailOrPhone'>, { orgId: number; tokenType: TokenType }>

export const requestReset = (input: ForgotInput) => api.post<unknown>('/api/auth/forgot', input, { auth: false })

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset })
}
