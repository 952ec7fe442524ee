// Small rules the communications forms share.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** The merge fields a message may carry (docs/communications-api.md "Compose"). */
export const MERGE_FIELDS = [
  { field: '{first_name}', label: 'First name' },
  { field: '{last_name}', label: 'Last name' },
  { field: '{full_name}', label: 'Full name' },
  { field: '{church_name}', label: 'Church name' },
] as const

const KNOWN = new Set<string>(MERGE_FIELDS.map((m) => m.field))

/** The first `{word}` that is not a merge field, as the server words it; null when all are known. */
export function unknownMergeField(text: string): string | null {
  for (const m of text.matchAll(/\{([^{}\s]*)\}/g)) {
    if (!KNOWN.has(m[0])) return `Unknown merge field ${m[0]}`
  }
  return null
}

/** Inserts `token` into `value` at the selection [start, end); answers the new text and caret. */
export function insertAt(value: string, token: string, start: number, end: number): { text: string; caret: number } {
  const s = Math.max(0, Math.min(start, value.length))
  const e = Math.max(s, Math.min(end, value.length))
  return { text: value.slice(0, s) + token + value.slice(e), caret: s + token.length }
}
