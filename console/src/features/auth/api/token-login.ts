import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { LoginResult } from './types'

export const tokenLogin = (input: { orgId: number; userToken: string }) => api.post<LoginResult>('/api/auth/token-login', input, { auth: false })

export function useTokenLogin() {
  return useMutation({ mutationFn: tokenLogin })
}
