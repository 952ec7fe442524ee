import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface SignUpInput {
  orgId: number
  firstName: string
  lastName: string
  email: string
  mobile: string
  password: string
  password2: string
  agreement: boolean
}

export const signUp = (input: SignUpInput) => api.post<unknown>('/api/auth/signup', input, { auth: false })

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
