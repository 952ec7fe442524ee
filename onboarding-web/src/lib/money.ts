/**
 * Spec §9: money with two decimals and thousands separators. Works on the decimal string so an
 * amount is shown exactly as the server sent it ("1999" → "1,999.00").
 */
export function formatMoney(amount: string | number): string {
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s)
  if (!m) return s
  const [, sign, whole = '', frac = ''] = m
  const int = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${int}.${(frac + '00').slice(0, 2)}`
}

/**
 * A price as the wizard shows it: the currency code, a space, the amount as formatMoney writes it
 * ("USD", "1249" → "USD 1,249.00", as the proposal PDF prints prices); the amount alone when there
 * is no currency.
 */
export function formatPrice(amount: string | number, currency: string | null | undefined): string {
  const code = currency?.trim()
  return code ? `${code} ${formatMoney(amount)}` : formatMoney(amount)
}

/** "199" / "199.5" / "199.00" → "199.00" (the form church_pricing is sent in). */
export function toAmount(amount: string): string {
  return formatMoney(amount).replace(/,/g, '')
}
