import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { LoginResult } from './types'

export type LoginInput =
  | { orgId: number; emailOrPhone: string; password: string }
  | { orgId: number; mobile: string; pin: string }

export const login = (input: LoginInput) => api.post<LoginResult>('/api/auth/login', input, { auth: false })

/** Failures show in red under the form (spec §4), so no global error toast. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorToast: false } })
}
