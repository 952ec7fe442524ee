// The step-3 form of the wizard: its values, the body it becomes, and server errors on it.
// The §5 rules over it (its schema) are in details-rules.ts (they need the phone library, loaded with step 3).
import type { ApiBody } from '@/api'
import type { Errors } from '@/lib/form-errors'
import type { OnboardingField, OnboardingForm } from './api/types'

export interface DetailsValues extends Omit<OnboardingForm, 'church_phone_number' | 'admin_phone_number'> {
  /** E.164 from the phone inputs; undefined when empty. */
  church_phone_number: string | undefined
  admin_phone_number: string | undefined
  terms: boolean
}

export const emptyDetails: DetailsValues = {
  church_name: '',
  church_short_name: '',
  church_website: '',
  church_address: '',
  church_email: '',
  church_phone_number: undefined,
  admin_firstname: '',
  admin_lastname: '',
  admin_email: '',
  admin_password: '',
  confirm_password: '',
  admin_phone_number: undefined,
  terms: false,
}

export type DetailsErrors = Errors<OnboardingField>

/** The form fields of the signup body, trimmed (confirm_password and terms stay here). */
export function detailsPayload(v: DetailsValues): Omit<OnboardingForm, 'confirm_password'> & ApiBody<'/api/onboarding/customers'> {
  return {
    church_name: v.church_name.trim(),
    church_short_name: v.church_short_name,
    church_website: v.church_website.trim(),
    church_address: v.church_address.trim(),
    church_email: v.church_email.trim(),
    church_phone_number: v.church_phone_number ?? '',
    admin_firstname: v.admin_firstname.trim(),
    admin_lastname: v.admin_lastname.trim(),
    admin_email: v.admin_email.trim(),
    admin_password: v.admin_password,
    admin_phone_number: v.admin_phone_number ?? '',
  }
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyDetails))

/** Server field errors (first message each) that belong to a field of this form. */
export function formFieldErrors(fields: Record<string, string[]> | null): DetailsErrors {
  const out: DetailsErrors = {}
  if (!fields) return out
  for (const [k, msgs] of Object.entries(fields)) {
    if (FORM_FIELDS.has(k) && msgs[0]) out[k as OnboardingField] = msgs[0]
  }
  return out
}
