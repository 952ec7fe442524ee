import { useMutation } from '@tanstack/react-query'
import type { ApiBody, Sent } from '@/api'
import { api } from '@/lib/api-client'

/** ip is optional: the server takes the connection's address anyway. */
export type RequestOtpInput = Sent<ApiBody<'/api/onboarding/request-otp'>, 'phone_number'>

export const requestOtp = (input: RequestOtpInput) => api.post<null>('/api/onboarding/request-otp', input)

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp })
}
