// The proposal and brochure forms: values and the spec §5 rules as their schema.
import { z } from '@congregate/ui/zod'
import type { Errors } from '@/lib/form-errors'
import { rule, V, validateEmail, validatePhone, validateTerms, validateText, validateWebsite } from '@/lib/validation'
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

const text = z.string().superRefine(rule((v: string) => validateText(v)))

/** The brochure form (withRole) also asks for the visitor's role. */
export function leadSchema(withRole: boolean) {
  return z.object({
    first_name: text,
    last_name: text,
    email: z.string().superRefine(rule(validateEmail)),
    church_name: text,
    phone_number: z.string().or(z.undefined()).superRefine(rule(validatePhone)),
    church_website: z.string().superRefine(rule(validateWebsite)),
    role: z.custom<Role | ''>().superRefine(rule((r: Role | '') => (withRole && !r ? V.required : null))),
    terms: z.boolean().superRefine(rule(validateTerms)),
  }) satisfies z.ZodType<LeadValues, LeadValues>
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
