import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Sent } from '@/api'
import { api } from '@/lib/api-client'

type ResetBody = Sent<ApiBody<'/api/auth/reset'>, 'orgId' | 'token'>

/** A password or a PIN, each with its own field (auth.resetRequest). */
export type ResetInput = (ResetBody & { tokenType: 'password'; password: string }) | (ResetBody & { tokenType: 'pin'; pin: string })

export const resetCredential = (input: ResetInput) => api.post<unknown>('/api/auth/reset', input, { auth: false })

export function useResetCredential() {
  return useMutation({ mutationFn: resetCredential })
}
