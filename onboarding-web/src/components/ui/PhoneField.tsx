import { useId } from 'react'
import PhoneInput from 'react-phone-number-input'
// Bundled flags: the library's default loads flag images from the internet.
import flags from 'react-phone-number-input/flags'
import { FieldShell } from './Field'

export interface PhoneFieldProps {
  label: string
  /** E.164 (normalised by the input), or undefined when empty. */
  value: string | undefined
  onChange: (v: string | undefined) => void
  error?: string | null
  name?: string
  autoComplete?: string
  disabled?: boolean
}

export function PhoneField({ label, value, onChange, error, name, autoComplete = 'tel', disabled }: PhoneFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error}>
      <PhoneInput
        id={id}
        name={name}
        flags={flags}
        international
        defaultCountry="US"
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
