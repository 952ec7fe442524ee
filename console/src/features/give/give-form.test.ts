import { describe, expect, it } from 'vitest'
import { amountProblem, giveSchema, normaliseAmount, toGiveRequest } from './give-form'

describe('amounts', () => {
  it('normalises what people type', () => {
    expect(normaliseAmount('25')).toBe('25.00')
    expect(normaliseAmount('1,250.5')).toBe('1250.50')
    expect(normaliseAmount(' $7.25 ')).toBe('7.25')
    expect(normaliseAmount('1e3')).toBeNull()
  })
  it('says what is wrong in the server’s words', () => {
    expect(amountProblem('')).toBe('Enter an amount like 25.00')
    expect(amountProblem('abc')).toBe('Enter an amount like 25.00')
    expect(amountProblem('0')).toBe('The amount must be more than 0')
    expect(amountProblem('1.234')).toBe('The amount can have at most 2 decimals')
    expect(amountProblem('1000000.01')).toBe('The amount must be at most 1,000,000.00')
    expect(amountProblem('1000000')).toBeNull()
  })
})

const good = { amount: '25', fundId: '3', frequency: 'monthly', firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.org', phone: '', method: 'bank', accountHolderName: 'Ada Okafor', routingNumber: '110 000 000', accountNumber: '000123456789' } as const

describe('giveSchema', () => {
  it('takes a bank gift with a good routing number and builds its body', () => {
    const r = giveSchema.safeParse(good)
    expect(r.success).toBe(true)
    expect(toGiveRequest(r.data!, 'k')).toMatchObject({ requestKey: 'k', amount: '25.00', fundId: 3, method: 'bank', routingNumber: '110000000', accountNumber: '000123456789' })
  })
  it('refuses a routing number whose checksum fails', () => {
    const r = giveSchema.safeParse({ ...good, routingNumber: '110000001' })
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Enter a valid 9-digit routing number'])
  })
  it('asks nothing of the bank for a card gift', () => {
    const r = giveSchema.safeParse({ ...good, method: 'card', routingNumber: '', accountNumber: '', accountHolderName: '' })
    expect(r.success).toBe(true)
    expect(toGiveRequest(r.data!, 'k', 'pm_card_visa')).toMatchObject({ method: 'card', paymentMethodId: 'pm_card_visa' })
  })
})
