import { CURRENCIES, DATE_FORMATS, currencyLabel, formatWith, timeZones } from './settings-options'

it('renders every date format', () => {
  const d = new Date(2026, 0, 6, 15, 4)
  expect(DATE_FORMATS.map((f) => formatWith(f, d))).toEqual(['Tue Jan 6, 2026, 3:04 PM', 'Jan 6, 2026', '6 Jan 2026', '01/06/2026', '06/01/2026', '2026-01-06'])
  expect(formatWith('h:mm A', new Date(2026, 0, 6, 0, 5))).toBe('12:05 AM')
})

it('lists the API currencies with names', () => {
  expect(CURRENCIES).toContain('USD')
  expect(CURRENCIES).toContain('NGN')
  expect(CURRENCIES).toHaveLength(new Set(CURRENCIES).size)
  expect(currencyLabel('USD')).toMatch(/^USD — /)
})

it('keeps the current time zone in the list', () => {
  expect(timeZones('Mars/Olympus')[0]).toBe('Mars/Olympus')
  expect(timeZones('UTC')).toContain('UTC')
})
