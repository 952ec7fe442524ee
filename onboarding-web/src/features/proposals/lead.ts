// The proposal and brochure forms: values and the spec §5 rules.
import type { Errors } from '@/lib/form-errors'
import { V, validateEmail, validatePhone, validateTerms, validateText, validateWebsite } from '@/lib/validation'
import type { ProposalInput } from './api/submit-proposal'
import type { Role } from './api/submit-brochure'

export interface LeadValues {
  first_name: string
  last_name: string
  email: string
  church_name: string
  phone_number: string | undefined
  church_website: string
  role: Role | ''
  terms: boolean
}

export type LeadField = keyof LeadValues
export type LeadErrors = Errors<LeadField>

export const emptyLead: LeadValues = { first_name: '', last_name: '', email: '', church_name: '', phone_number: undefined, church_website: '', role: '', terms: false }

export function validateLead(v: LeadValues, withRole: boolean): LeadErrors {
  return {
    first_name: validateText(v.first_name),
    last_name: validateText(v.last_name),
    email: validateEmail(v.email),
    church_name: validateText(v.church_name),
    phone_number: validatePhone(v.phone_number),
    church_website: validateWebsite(v.church_website),
    role: withRole && !v.role ? V.required : null,
    terms: validateTerms(v.terms),
  }
}

export function leadPayload(v: LeadValues): ProposalInput {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    church_name: v.church_name.trim(),
    phone_number: v.phone_number ?? '',
    church_website: v.church_website.trim(),
  }
}

const FIELDS = new Set<string>(Object.keys(emptyLead))

/** Server field errors that belong to a field of the form (first message each). */
export function leadFieldErrors(fields: Record<string, string[]> | null): LeadErrors {
  const out: LeadErrors = {}
  for (const [k, msgs] of Object.entries(fields ?? {})) if (FIELDS.has(k) && msgs[0]) out[k as LeadField] = msgs[0]
  return out
}
