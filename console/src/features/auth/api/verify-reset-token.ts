import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { TokenType } from './types'
import { authKeys } from '@/lib/query-keys'

export const verifyResetToken = (input: { orgId: number; token: string; tokenType: TokenType }) =>
  api.post<unknown>('/api/auth/verify-reset-token', input, { auth: false })

export const resetTokenQuery = (orgId: number, token: string, tokenType: TokenType) =>
  queryOptions({
    queryKey: authKeys.resetToken(orgId, tokenType, token),
    queryFn: () => verifyResetToken({ orgId, token, tokenType }),
    retry: false,
    staleTime: Infinity,
  })

export function useVerifyResetToken(orgId: number, token: string, tokenType: TokenType) {
  return useQuery({ ...resetTokenQuery(orgId, token, tokenType), enabled: !!token })
}
