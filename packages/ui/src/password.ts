// The password rule both apps apply (spec §5: onboarding's admin password, the console's sign-up
// and reset): 8–32 characters with a special character, a number, an upper- and a lower-case
// letter. The messages are the spec's, misspelling included; each app keeps its own "required"
// and "do not match" texts, which the spec words differently per page.

export const PASSWORD_SPECIALS = '@#$%!'

export const PASSWORD_MESSAGES = {
  pwMin: 'Mininum 8 characters',
  pwMax: 'Maximum 32 characters',
  pwSpecial: 'Must contain at least one special character',
  pwNumber: 'Must contain at least one number',
  pwUpper: 'Must contain at least one uppercase character',
  pwLower: 'Must contain at least one lowercase character',
} as const

/** The first rule a non-empty password breaks, or null when it keeps them all. */
export function passwordProblem(v: string): string | null {
  const M = PASSWORD_MESSAGES
  if (v.length < 8) return M.pwMin
  if (v.length > 32) return M.pwMax
  if (![...PASSWORD_SPECIALS].some((c) => v.includes(c))) return M.pwSpecial
  if (!/[0-9]/.test(v)) return M.pwNumber
  if (!/[A-Z]/.test(v)) return M.pwUpper
  if (!/[a-z]/.test(v)) return M.pwLower
  return null
}
