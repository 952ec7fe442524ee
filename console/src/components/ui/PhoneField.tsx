import { useId } from 'react'
import PhoneInput, { isSupportedCountry, type Country } from 'react-phone-number-input'
// Bundled flags: the library's default loads flag images from the internet.
import flags from 'react-phone-number-input/flags'
import { FieldShell } from './Field'
import { useOrgInfo } from '@/lib/org'

export interface PhoneFieldProps {
  label: string
  value: string | undefined
  onChange: (v: string | undefined) => void
  error?: string | null
  name?: string
  autoComplete?: string
  disabled?: boolean
}

export function PhoneField({ label, value, onChange, error, name, autoComplete = 'tel', disabled }: PhoneFieldProps) {
  const id = useId()
  // The church's default country (system setting defaultCountry): the server reads numbers typed
  // without a country code the same way.
  const setting = useOrgInfo().data?.systemSettings?.defaultCountry
  const country: Country = typeof setting === 'string' && isSupportedCountry(setting) ? setting : 'US'
  return (
    <FieldShell id={id} label={label} error={error}>
      <PhoneInput
        id={id}
        name={name}
        flags={flags}
        international
        defaultCountry={country}
        countryCallingCodeEditable={false}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  )
}
