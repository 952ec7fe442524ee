import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type ResetInput =
  | { orgId: number; token: string; tokenType: 'password'; password: string }
  | { orgId: number; token: string; tokenType: 'pin'; pin: string }

export const resetCredential = (input: ResetInput) => api.post<unknown>('/api/auth/reset', input, { auth: false })

export function useResetCredential() {
  return useMutation({ mutationFn: resetCredential })
}
