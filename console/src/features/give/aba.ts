// The US bank routing number's check (ABA): nine digits with
// 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). The server checks it again.

/** The digits only: people type "021 000 021" or "021-000-021". */
export const routingDigits = (s: string) => s.replace(/[\s-]/g, '')

export function isValidRoutingNumber(s: string): boolean {
  const v = routingDigits(s)
  if (!/^\d{9}$/.test(v)) return false
  const d = [...v].map(Number)
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)
  return sum % 10 === 0 && v !== '000000000'
}

export const ROUTING_MESSAGE = 'Enter a valid 9-digit routing number'

/** A message while typing: none until nine digits are in (or something else than digits is). */
export function routingProblem(s: string): string | null {
  const v = routingDigits(s)
  if (!v) return null
  if (/\D/.test(v) || v.length > 9) return ROUTING_MESSAGE
  if (v.length < 9) return null
  return isValidRoutingNumber(v) ? null : ROUTING_MESSAGE
}
