import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { OnboardingForm, OnboardingSuccess } from './types'

/** The onboarding form minus confirm_password, plus the plan, the OTP and (when on) reCAPTCHA. */
export type OnboardCustomerInput = Omit<OnboardingForm, 'confirm_password'> & {
  church_size: string
  church_products: string
  church_pricing: string
  code: string
  recaptcha_token?: string
}

export const onboardCustomer = (input: OnboardCustomerInput) => api.post<OnboardingSuccess>('/api/onboarding/customers', input)

export function useOnboardCustomer() {
  return useMutation({ mutationFn: onboardCustomer })
}

/** Where the browser goes after a successful sign-up (spec §4). */
export function adminHandoffUrl(s: OnboardingSuccess): string {
  return `${s.orgOnboardingAdminUrl.replace(/\/+$/, '')}/cpauth_admin?t=${encodeURIComponent(s.userToken)}`
}
