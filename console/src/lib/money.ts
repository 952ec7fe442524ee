// Amounts as people type them (docs/giving-api.md "Money"): the console sends the typed decimal
// string ("25.00") and the server's money.ParseAmount decides; these checks give the same messages
// before the round trip, and turn typed amounts into minor units for running totals (a batch).

export const AMOUNT_MESSAGES = {
  format: 'Enter an amount like 25.00',
  positive: 'The amount must be more than 0',
  decimals: 'The amount can have at most 2 decimals',
  max: 'The amount must be at most 1,000,000.00',
} as const

/** The largest amount, in minor units of a two-decimal currency (1,000,000.00). */
export const MAX_AMOUNT_MINOR = 100_000_000

const digitsCache = new Map<string, number>()

/** The currency's minor digits (USD 2, JPY 0); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'USD'
  let d = digitsCache.get(code)
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      d = 2
    }
    digitsCache.set(code, d)
  }
  return d
}

/**
 * A typed amount → integer minor units, or the message the server would give. Commas and spaces
 * around are allowed ("1,000.00"); no signs, exponents or other characters.
 */
export function parseAmount(typed: string, currency = 'USD'): { minor: number } | { error: string } {
  const s = typed.trim().replace(/,/g, '')
  if (s.startsWith('-')) {
    return /^-\d*(\.\d*)?$/.test(s) && s !== '-' && s !== '-.' ? { error: AMOUNT_MESSAGES.positive } : { error: AMOUNT_MESSAGES.format }
  }
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s)
  if (!m || s === '' || s === '.' || (m[1] === '' && !m[2])) return { error: AMOUNT_MESSAGES.format }
  const whole = m[1] || '0'
  const frac = m[2] ?? ''
  const digits = minorDigits(currency)
  if (frac.replace(/0+$/, '').length > digits) return { error: AMOUNT_MESSAGES.decimals }
  if (whole.replace(/^0+/, '').length > 9) return { error: AMOUNT_MESSAGES.max }
  const minor = Number(whole) * 10 ** digits + Number((frac + '0'.repeat(digits)).slice(0, digits) || '0')
  if (minor <= 0) return { error: AMOUNT_MESSAGES.positive }
  if (minor > 1_000_000 * 10 ** digits) return { error: AMOUNT_MESSAGES.max }
  return { minor }
}

/** The message for a typed amount, or undefined when it reads. */
export const amountProblem = (typed: string, currency = 'USD') => {
  const r = parseAmount(typed, currency)
  return 'error' in r ? r.error : undefined
}

/** Minor units → the plain amount with thousands separators: 125000 USD → "1,250.00" (the server's money.Format). */
export function formatAmount(minor: number, currency = 'USD'): string {
  const digits = minorDigits(currency)
  return (minor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** What the field shows once it loses focus: "1000" → "1,000.00"; a typed amount that does not read is left as typed. */
export function tidyAmount(typed: string, currency = 'USD'): string {
  const r = parseAmount(typed, currency)
  return 'minor' in r ? formatAmount(r.minor, currency) : typed
}

/** Minor units → the string the API reads ("1250.00", no separators). */
export function amountString(minor: number, currency = 'USD'): string {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  if (digits === 0) return `${sign}${abs}`
  const p = 10 ** digits
  return `${sign}${Math.floor(abs / p)}.${String(abs % p).padStart(digits, '0')}`
}

/** The sum of typed amounts in minor units, skipping those that do not read (a batch's running total). */
export function sumAmounts(typed: readonly string[], currency = 'USD'): number {
  let total = 0
  for (const t of typed) {
    if (!t.trim()) continue
    const r = parseAmount(t, currency)
    if ('minor' in r) total += r.minor
  }
  return total
}
