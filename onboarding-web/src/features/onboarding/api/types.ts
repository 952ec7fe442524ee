import type { ApiData } from '@/api'

/** Spec §3 "Church size option"; costs are decimal strings ("49.00"). */
export type ChurchSize = ApiData<'/api/onboarding/church-sizes', 'get'>[number]

/** Spec §3 "Product": name plus display details. */
export type Product = ApiData<'/api/onboarding/products', 'get'>[number]

/** What the page needs before rendering the form: empty key = integration off. */
export type OnboardingConfig = ApiData<'/api/onboarding/config', 'get'>

/** Spec §3 "Onboarding form" (confirm_password stays in the browser). */
export interface OnboardingForm {
  church_name: string
  church_short_name: string
  church_website: string
  church_address: string
  church_email: string
  church_phone_number: string
  admin_firstname: string
  admin_lastname: string
  admin_email: string
  admin_password: string
  confirm_password: string
  admin_phone_number: string
}

export type OnboardingField = keyof OnboardingForm | 'terms'

/** Spec §3 "Onboarding success". */
export type OnboardingSuccess = ApiData<'/api/onboarding/customers'>
