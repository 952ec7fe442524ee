import { formatBytes, formatCount, formatDateTime, formatExpiry, formatMoney, initialsOf, today, truncate } from '@/lib/format'

it('formats timestamps like ddd MMM D, YYYY, h:mm A', () => {
  const d = new Date(2026, 0, 6, 15, 4)
  expect(formatDateTime(d.toISOString())).toBe('Tue Jan 6, 2026, 3:04 PM')
  expect(formatDateTime(null)).toBe('')
  expect(formatDateTime('nope')).toBe('')
})

it('formats sizes, initials and today', () => {
  expect(formatBytes(512)).toBe('512 B')
  expect(formatBytes(20480)).toBe('20 KB')
  expect(formatBytes(2 * 1024 * 1024)).toBe('2.0 MB')
  expect(initialsOf('Ada  Okafor Smith')).toBe('AO')
  expect(initialsOf('')).toBe('?')
  expect(today(new Date(2026, 1, 3))).toBe('2026-02-03')
})

it('formats money from integer minor units in its currency', () => {
  expect(formatMoney(2599, 'USD')).toBe('$25.99')
  expect(formatMoney(0, 'USD')).toBe('$0.00')
  expect(formatMoney(100000000, 'usd')).toBe('$1,000,000.00')
  expect(formatMoney(-150, 'USD')).toBe('-$1.50')
  // Each currency's own decimals: none for yen, three for dinar (Intl puts a no-break space after a code).
  expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
  expect(formatMoney(1500, 'KWD')).toBe('KWD\u00a01.500')
  expect(formatMoney(123456, 'NGN')).toBe('NGN\u00a01,234.56')
  expect(formatMoney(2000, 'GBP')).toBe('£20.00')
  // No floating-point residue: 2 minor units × 1,000,000 credits.
  expect(formatMoney(2 * 1_000_000, 'USD')).toBe('$20,000.00')
  expect(formatMoney(1, 'USD')).toBe('$0.01')
  // A malformed code is shown as dollars rather than failing the page.
  expect(formatMoney(100, '')).toBe('$1.00')
})

it('formats card expiries and counts', () => {
  expect(formatExpiry(3, 2027)).toBe('03/27')
  expect(formatExpiry(12, 2030)).toBe('12/30')
  expect(formatCount(1000000)).toBe('1,000,000')
})

it('truncates with an ellipsis', () => {
  expect(truncate('Grace Community Church', 10)).toBe('Grace Com…')
  expect(truncate('short', 10)).toBe('short')
  expect(truncate(null, 10)).toBe('')
})
