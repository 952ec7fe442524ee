// The phone number rule of the auth pages, apart from ./validation because it carries the phone
// library (libphonenumber's metadata): the sign-in page loads it with its phone field, only when the
// phone mode is chosen (issue 10, the sign-in route's bundle budget).
import { isPossiblePhoneNumber, isValidPhoneNumber } from 'react-phone-number-input'
import { V } from './validation'

/**
 * Phone numbers arrive in E.164 from the phone input. Sign-in only checks the number is possible
 * (the server knows whether it exists); sign-up and forms check it is a valid number.
 */
export function validatePhone(v: string | undefined, mode: 'possible' | 'valid' = 'valid'): string | null {
  if (!v) return V.phoneRequired
  const ok = mode === 'valid' ? isValidPhoneNumber(v) : isPossiblePhoneNumber(v)
  return ok ? null : V.phoneInvalid
}
