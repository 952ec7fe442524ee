import type { z } from 'zod'

/** The first message per field path ('custom.12'), as a form shows them; {} when the values pass. */
export function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const e: Record<string, string> = {}
  for (const i of schema.safeParse(values).error?.issues ?? []) e[i.path.join('.')] ??= i.message
  return e
}
