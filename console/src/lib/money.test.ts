import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGES, amountProblem, amountString, formatAmount, parseAmount, sumAmounts, tidyAmount } from './money'

describe('parseAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.00', 2500],
    [' 1,250.00 ', 125000],
    ['.5', 50],
    ['0.01', 1],
    ['1000000', 100000000],
    ['1,000,000.00', 100000000],
    ['12.500', 1250],
  ])('reads %j as %i minor units', (typed, minor) => {
    expect(parseAmount(typed)).toEqual({ minor })
  })

  it.each([
    ['', AMOUNT_MESSAGES.format],
    ['abc', AMOUNT_MESSAGES.format],
    ['1e3', AMOUNT_MESSAGES.format],
    ['$25', AMOUNT_MESSAGES.format],
    ['25.00.1', AMOUNT_MESSAGES.format],
    ['.', AMOUNT_MESSAGES.format],
    ['0', AMOUNT_MESSAGES.positive],
    ['0.00', AMOUNT_MESSAGES.positive],
    ['-5', AMOUNT_MESSAGES.positive],
    ['1.234', AMOUNT_MESSAGES.decimals],
    ['1000000.01', AMOUNT_MESSAGES.max],
    ['99999999999', AMOUNT_MESSAGES.max],
  ])('refuses %j: %s', (typed, error) => {
    expect(parseAmount(typed)).toEqual({ error })
    expect(amountProblem(typed)).toBe(error)
  })

  it('follows the currency: JPY has no decimals', () => {
    expect(parseAmount('1500', 'JPY')).toEqual({ minor: 1500 })
    // The server's message names two decimals whatever the currency (money.MsgDecimals).
    expect(amountProblem('15.5', 'JPY')).toBe(AMOUNT_MESSAGES.decimals)
  })
})

describe('formatting', () => {
  it('writes minor units with thousands separators and the currency digits', () => {
    expect(formatAmount(125000)).toBe('1,250.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(1500, 'JPY')).toBe('1,500')
  })

  it('tidies a typed amount on blur, leaving one that does not read', () => {
    expect(tidyAmount('1000')).toBe('1,000.00')
    expect(tidyAmount('12.5')).toBe('12.50')
    expect(tidyAmount('12.345')).toBe('12.345')
  })

  it('writes the string the API reads', () => {
    expect(amountString(125000)).toBe('1250.00')
    expect(amountString(7)).toBe('0.07')
    expect(amountString(1500, 'JPY')).toBe('1500')
    expect(parseAmount(amountString(98765))).toEqual({ minor: 98765 })
  })

  it('sums typed amounts, skipping blank and unreadable ones', () => {
    expect(sumAmounts(['10', '2.50', '', 'x', '1,000'])).toBe(101250)
  })
})
