// Spec §5 rules of the wizard's step-3 form, as its zod schema; details.ts detailsPayload makes the
// signup body of its values. Loaded with step 3 (the phone rule carries the phone library).
import { z } from '@congregate/ui/zod'
import { rule, V, validateEmail, validatePassword, validatePhone, validateShortName, validateTerms, validateText, validateWebsite } from '@/lib/validation'
import type { DetailsValues } from './details'

const text = (requiredMsg?: string) => z.string().superRefine(rule((v: string) => validateText(v, requiredMsg)))
const email = z.string().superRefine(rule(validateEmail))
const phone = z.string().or(z.undefined()).superRefine(rule(validatePhone))

export const detailsSchema = z
  .object({
    church_name: text(),
    church_short_name: z.string().superRefine(rule(validateShortName)),
    church_website: z.string().superRefine(rule(validateWebsite)),
    church_address: text(V.addressRequired),
    church_email: email,
    church_phone_number: phone,
    admin_firstname: text(),
    admin_lastname: text(),
    admin_email: email,
    admin_password: z.string().superRefine(rule(validatePassword)),
    confirm_password: z.string().min(1, V.required),
    admin_phone_number: phone,
    terms: z.boolean().superRefine(rule(validateTerms)),
  })
  // The match is checked even while other fields fail: both messages show at once.
  .refine((v) => !v.confirm_password || v.confirm_password === v.admin_password, { path: ['confirm_password'], message: V.pwMatch, when: () => true }) satisfies z.ZodType<
  DetailsValues,
  DetailsValues
>
