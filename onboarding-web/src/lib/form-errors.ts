/** A form's messages per field; null or absent = fine. */
export type Errors<K extends string> = Partial<Record<K, string | null>>

export function hasErrors(e: Errors<string>): boolean {
  return Object.values(e).some(Boolean)
}
