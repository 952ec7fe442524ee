import { autoRechargeSchema, BUY_MESSAGES, buySchema, creditsProblem, parseCredits, wantedCredits } from './buy-credits-form'

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('buySchema', () => {
  const ok = { preset: '1000', custom: '', method: 'card' as const, cardId: '7', chequeNumber: '' }

  it('sends a preset with the card on file', () => {
    expect(buySchema.parse(ok)).toEqual({ credits: 1000, method: 'card', cardId: 7 })
  })

  it('reads a custom amount with commas and spaces', () => {
    expect(buySchema.parse({ ...ok, preset: 'custom', custom: ' 25,000 ' })).toEqual({ credits: 25000, method: 'card', cardId: 7 })
    expect(buySchema.parse({ ...ok, preset: 'custom', custom: '100' }).credits).toBe(100)
    expect(buySchema.parse({ ...ok, preset: 'custom', custom: '1,000,000' }).credits).toBe(1_000_000)
  })

  it("refuses zero, negative, fractional, absurd and empty amounts with the server's messages", () => {
    for (const custom of ['', '0', '99', '-500', '12.5', 'abc', '1e6', '9999999999999']) {
      expect(issues(buySchema.safeParse({ ...ok, preset: 'custom', custom }))).toEqual({ custom: BUY_MESSAGES.min })
    }
    expect(issues(buySchema.safeParse({ ...ok, preset: 'custom', custom: '1000001' }))).toEqual({ custom: BUY_MESSAGES.max })
    expect(issues(buySchema.safeParse({ ...ok, preset: '' }))).toEqual({ preset: BUY_MESSAGES.min })
  })

  it('wants a card for a card on file, and a cheque number for a cheque', () => {
    expect(issues(buySchema.safeParse({ ...ok, cardId: '' }))).toEqual({ cardId: BUY_MESSAGES.card })
    expect(buySchema.parse({ ...ok, method: 'new_card', cardId: '' })).toEqual({ credits: 1000, method: 'new_card' })
    expect(issues(buySchema.safeParse({ ...ok, method: 'cheque', chequeNumber: '  ' }))).toEqual({ chequeNumber: BUY_MESSAGES.cheque })
    expect(issues(buySchema.safeParse({ ...ok, method: 'cheque', chequeNumber: '12 34' }))).toEqual({ chequeNumber: BUY_MESSAGES.chequeFormat })
    expect(buySchema.parse({ ...ok, method: 'cheque', chequeNumber: ' 004512 ' })).toEqual({ credits: 1000, method: 'cheque', chequeNumber: '004512' })
  })
})

describe('credit amounts', () => {
  it('parses whole numbers only', () => {
    expect(parseCredits('5 000')).toBe(5000)
    expect(parseCredits('')).toBeNaN()
    expect(parseCredits('-1')).toBeNaN()
  })

  it('matches the server limits', () => {
    expect(creditsProblem(100)).toBeNull()
    expect(creditsProblem(1_000_000)).toBeNull()
    expect(creditsProblem(99)).toBe(BUY_MESSAGES.min)
    expect(creditsProblem(Number.NaN)).toBe(BUY_MESSAGES.min)
    expect(creditsProblem(1_000_001)).toBe(BUY_MESSAGES.max)
  })

  it('quotes only a valid amount', () => {
    expect(wantedCredits({ preset: '5000', custom: '' })).toBe(5000)
    expect(wantedCredits({ preset: 'custom', custom: '50' })).toBe(0)
    expect(wantedCredits({ preset: 'custom', custom: '2,500' })).toBe(2500)
  })
})

describe('autoRechargeSchema', () => {
  it('takes a threshold of 0 to 1,000,000 and a recharge of 100 to 1,000,000', () => {
    expect(autoRechargeSchema.parse({ enabled: true, thresholdCredits: '0', rechargeCredits: '1,000' })).toEqual({ enabled: true, thresholdCredits: 0, rechargeCredits: 1000 })
    expect(issues(autoRechargeSchema.safeParse({ enabled: true, thresholdCredits: '-1', rechargeCredits: '99' }))).toEqual({ thresholdCredits: BUY_MESSAGES.threshold, rechargeCredits: BUY_MESSAGES.recharge })
    expect(issues(autoRechargeSchema.safeParse({ enabled: false, thresholdCredits: '1000001', rechargeCredits: '1000001' }))).toEqual({ thresholdCredits: BUY_MESSAGES.threshold, rechargeCredits: BUY_MESSAGES.recharge })
  })
})
