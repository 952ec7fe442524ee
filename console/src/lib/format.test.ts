import { formatBytes, formatDateTime, initialsOf, today } from '@/lib/format'

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
