/** A form's messages per field; null or absent = fine. */
export type Errors<K extends string> = Partial<Record<K, string | null>>

export function hasErrors(e: Errors<string>): boolean {
  return Object.values(e).some(Boolean)
}

/** Messages (a server refusal's) as react-hook-form's errors: its useForm `errors` option shows them. */
export function toFieldErrors<K extends string>(e: Errors<K>): Partial<Record<K, { type: 'server'; message: string }>> {
  return Object.fromEntries(Object.entries<string | null | undefined>(e).flatMap(([k, message]) => (message ? [[k, { type: 'server' as const, message }]] : []))) as Partial<
    Record<K, { type: 'server'; message: string }>
  >
}
