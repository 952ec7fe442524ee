import { useId } from 'react'
import PhoneInput, { type Country } from 'react-phone-number-input'
import { describedBy, FieldShell } from './Field'
import { FLAG_URL } from './flags'
import { useLook } from './look'

/**
 * The country a number typed without its code belongs to when nobody chose one: the server's
 * contact.DefaultCountry (internal/platform/contact; TestKitDefaultCountry keeps the two equal).
 */
export const DEFAULT_COUNTRY: Country = 'US'

export interface PhoneFieldProps {
  label: string
  /** E.164 (normalised by the input), or undefined when empty. */
  value: string | undefined
  onChange: (v: string | undefined) => void
  error?: string | null
  hint?: string
  optional?: boolean
  name?: string
  autoComplete?: string
  disabled?: boolean
  /** The country selected at first: the console passes the church's; default DEFAULT_COUNTRY. */
  defaultCountry?: Country
  /** The flag image URL pattern; default the apps' own copy (FLAG_URL). */
  flagUrl?: string
}

export function PhoneField({ label, value, onChange, error, hint, optional, name, autoComplete = 'tel', disabled, defaultCountry = DEFAULT_COUNTRY, flagUrl = FLAG_URL }: PhoneFieldProps) {
  const id = useId()
  const look = useLook()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <PhoneInput
        id={id}
        name={name}
        flagUrl={flagUrl}
        international
        defaultCountry={defaultCountry}
        countryCallingCodeEditable={false}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        disabled={disabled}
        className={look === 'public' ? 'PhoneInput--public' : undefined}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  )
}
