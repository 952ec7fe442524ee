import { describe, expect, it } from 'vitest'
import { formatMoney, formatPrice, toAmount } from './money'

describe('formatMoney (spec §9: two decimals, thousands separators)', () => {
  it.each([
    ['0.00', '0.00'],
    ['49.00', '49.00'],
    ['1999.00', '1,999.00'],
    ['1234567.5', '1,234,567.50'],
    ['199', '199.00'],
    [1249, '1,249.00'],
    ['007.1', '7.10'],
  ])('%j → %s', (v, want) => {
    expect(formatMoney(v)).toBe(want)
  })
  it('toAmount drops separators', () => {
    expect(toAmount('1999')).toBe('1999.00')
  })
})

describe('formatPrice (a space between the currency and the amount)', () => {
  it.each([
    ['139.00', 'USD', 'USD 139.00'],
    ['1999', 'USD', 'USD 1,999.00'],
    [0, 'NGN', 'NGN 0.00'],
    ['49.00', ' EUR ', 'EUR 49.00'],
    ['49.00', '', '49.00'],
    ['49.00', undefined, '49.00'],
  ])('%j %j → %s', (amount, currency, want) => {
    expect(formatPrice(amount, currency)).toBe(want)
  })
})
