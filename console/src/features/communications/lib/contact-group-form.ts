import { isValidPhoneNumber } from 'react-phone-number-input'
import { z } from '@congregate/ui/zod'
import { EMAIL } from './rules'

/** A contact group's name and description (add; rename adds the id). */
export const contactGroupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Maximum 100 characters'),
  description: z.string().trim().max(500, 'Maximum 500 characters'),
})

export type ContactGroupValues = z.output<typeof contactGroupSchema>

/** A typed-in contact: a phone (E.164 from the phone field) or an e-mail address, or both. */
export const contactSchema = z
  .object({
    name: z.string().trim().max(100, 'Maximum 100 characters'),
    phone: z
      .string()
      .optional()
      .transform((s) => s ?? '')
      .refine((s) => !s || isValidPhoneNumber(s), 'Number is not valid'),
    email: z
      .string()
      .trim()
      .refine((s) => !s || EMAIL.test(s), 'Email is not valid'),
  })
  .refine((c) => !!c.phone || !!c.email, { message: 'Add a phone number or an e-mail address', path: ['phone'] })

export type ContactValues = z.output<typeof contactSchema>
