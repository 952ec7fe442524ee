import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Sent } from '@/api'
import { api } from '@/lib/api-client'

export type SignUpInput = Sent<ApiBody<'/api/auth/signup'>, 'orgId' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'password' | 'password2' | 'agreement'>

export const signUp = (input: SignUpInput) => api.post<unknown>('/api/auth/signup', input, { auth: false })

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
