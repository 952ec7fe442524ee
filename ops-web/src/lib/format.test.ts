import { describe, expect, it } from 'vitest'
import { detailText, formatBytes, formatDateTime, formatMoney, formatPrice } from './format'

describe('money', () => {
  it('has two decimals and thousands separators, from the decimal string', () => {
    expect(formatMoney('1999')).toBe('1,999.00')
    expect(formatMoney('49.5')).toBe('49.50')
    expect(formatMoney('1234567.89')).toBe('1,234,567.89')
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney('-12')).toBe('-12.00')
    expect(formatMoney(null)).toBe('—')
    expect(formatPrice('1249', 'USD')).toBe('USD 1,249.00')
    expect(formatPrice('5', '')).toBe('5.00')
  })
})

describe('dates and sizes', () => {
  it('reads as a date, a dash when there is none', () => {
    expect(formatDateTime('2026-12-06T13:35:00Z')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s?[AP]M$/)
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('0001-01-01T00:00:00Z')).toBe('—')
  })

  it('writes bytes in units', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1536)).toBe('1.5 kB')
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB')
  })
})

describe('audit detail', () => {
  it('reads as key: value pairs, empty values left out', () => {
    expect(detailText({ reason: 'Unpaid since May', domain: '', note: null })).toBe('reason: Unpaid since May')
    expect(detailText({ method: 'dns', tries: 2 })).toBe('method: dns · tries: 2')
    expect(detailText({})).toBe('')
    expect(detailText(null)).toBe('')
  })
})
