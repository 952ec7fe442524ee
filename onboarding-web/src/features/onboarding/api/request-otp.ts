import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface RequestOtpInput {
  phone_number: string
  /** Optional: the server takes the connection's address anyway. */
  ip?: string
}

export const requestOtp = (input: RequestOtpInput) => api.post<null>('/api/onboarding/request-otp', input)

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp })
}
