// Spec §5/§9 church short name: letters only, 4 to 20. Kept apart from validation.ts so the
// wizard's first step does not load the phone library.
export const SHORT_NAME_MESSAGE = 'Must be 4 to 20 letters only'

/** §5: non-letters are stripped from the short name while typing. */
export function sanitizeShortName(v: string): string {
  return v.replace(/[^A-Za-z]/g, '')
}

export const SHORT_NAME_MIN = 4

export function validateShortName(v: string): string | null {
  return /^[A-Za-z]{4,20}$/.test(v) ? null : SHORT_NAME_MESSAGE
}
