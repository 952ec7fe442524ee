import { forwardRef, type InputHTMLAttributes, type Ref } from 'react'
import { TextField } from '@congregate/ui'
import { tidyAmount } from '@/lib/money'

export interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'> {
  label: string
  value: string
  onChange: (typed: string) => void
  /** ISO 4217 code: shown before the amount, and how many decimals it takes. */
  currency: string
  error?: string | null
  hint?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * An amount as typed ("25", "1,250.00"): a decimal keypad on phones, the currency beside it, the
 * amount tidied to "1,250.00" when the field loses focus. The typed string is what the API reads.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField({ label, value, onChange, currency, error, hint, inputRef, onBlur, ...rest }, ref) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      adornment={<span className="text-xs font-semibold text-slate-500 dark:text-neutral-400">{currency}</span>}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const tidy = tidyAmount(e.target.value, currency)
        if (tidy !== e.target.value) onChange(tidy)
        onBlur?.(e)
      }}
      error={error}
      hint={hint}
      inputRef={inputRef ?? ref}
      className="tabular-nums"
      {...rest}
    />
  )
})
