import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { TokenType } from './types'

export interface ForgotInput {
  orgId: number
  emailOrPhone: string
  tokenType: TokenType
}

export const requestReset = (input: ForgotInput) => api.post<unknown>('/api/auth/forgot', input, { auth: false })

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset })
}
