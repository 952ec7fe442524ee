/** Spec §3 "Church size option"; costs are decimal strings ("49.00"). */
export interface ChurchSize {
  label: string
  name: string
  currency: string
  oneProductCost: string
  twoProductCost: string
  threeProductCost: string
  fourProductCost: string
  fiveProductCost: string
  sixProductCost: string
  fullProductSuiteCost: string
}

/** Spec §3 "Product": name plus display details. */
export interface Product {
  name: string
  title: string
  description: string
}

/** What the page needs before rendering the form: empty key = integration off. */
export interface OnboardingConfig {
  recaptchaSiteKey: string
  mapsApiKey: string
}

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
export interface OnboardingSuccess {
  orgOnboardingAdminUrl: string
  userToken: string
}
