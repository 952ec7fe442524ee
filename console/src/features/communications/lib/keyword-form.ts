import { z } from '@congregate/ui/zod'

export const KEYWORD_REPLY_MAX = 320

export const KEYWORD_MESSAGES = {
  keyword: 'A keyword is 2 to 20 letters or digits',
  reply: `Maximum ${KEYWORD_REPLY_MAX} characters`,
  nothing: 'Give the keyword a reply, a contact group, or both',
}

/** What the keyword field shows as it is typed: upper case, letters and digits only. */
export const keywordInput = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** The form's values: the group id as the select's text ('' = none). */
export const keywordSchema = z
  .object({
    keyword: z
      .string()
      .transform((s) => s.trim().toUpperCase())
      .refine((s) => /^[A-Z0-9]{2,20}$/.test(s), KEYWORD_MESSAGES.keyword),
    reply: z
      .string()
      .transform((s) => s.trim())
      .refine((s) => s.length <= KEYWORD_REPLY_MAX, KEYWORD_MESSAGES.reply),
    contactGroupId: z.string(),
    active: z.boolean(),
  })
  .refine((v) => !!v.reply || !!v.contactGroupId, { message: KEYWORD_MESSAGES.nothing, path: ['reply'] })
  .transform((v) => ({ keyword: v.keyword, reply: v.reply, contactGroupId: v.contactGroupId ? Number(v.contactGroupId) : null, active: v.active }))

export type KeywordFormValues = z.input<typeof keywordSchema>
export type KeywordBody = z.output<typeof keywordSchema>
