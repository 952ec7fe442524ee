import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Narrow, Sent } from '@/api'
import { api } from '@/lib/api-client'

export type SignUpInput = Narrow<
  Sent<ApiBody<'/api/auth/signup'>, 'firstName' | 'lastName' | 'email' | 'mobile' | 'password' | 'password2' | 'agreement'>,
  { orgId: number }
>

export const signUp = (input: SignUpInput) => api.post<unknown>('/api/auth/signup', input, { auth: false })

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
