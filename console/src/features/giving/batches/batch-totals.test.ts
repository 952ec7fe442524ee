import { describe, expect, it } from 'vitest'
import { batchBalance, differenceText } from './batch-totals'

const batch = { expectedTotalMinor: 125000, expectedCount: null, enteredTotalMinor: 120000, enteredCount: 11 }

describe('batchBalance', () => {
  it('compares what is entered with the counted total', () => {
    expect(batchBalance(batch)).toEqual({ enteredMinor: 120000, enteredCount: 11, differenceMinor: -5000, balanced: false })
  })

  it('counts the row being typed, so the difference moves with each key', () => {
    expect(batchBalance(batch, '50')).toEqual({ enteredMinor: 125000, enteredCount: 12, differenceMinor: 0, balanced: true })
    expect(batchBalance(batch, '60.00').differenceMinor).toBe(1000)
    // An amount that does not read (yet) adds nothing.
    expect(batchBalance(batch, '5.').differenceMinor).toBe(-4500)
    expect(batchBalance(batch, 'abc')).toMatchObject({ enteredMinor: 120000, enteredCount: 11 })
  })

  it('needs the counted number of gifts too, when one was given', () => {
    const counted = { ...batch, expectedCount: 13, enteredTotalMinor: 125000, enteredCount: 12 }
    expect(batchBalance(counted)).toMatchObject({ differenceMinor: 0, balanced: false })
    expect(batchBalance({ ...counted, enteredCount: 13 }).balanced).toBe(true)
  })

  it('is never balanced while empty', () => {
    expect(batchBalance({ expectedTotalMinor: 0, expectedCount: null, enteredTotalMinor: 0, enteredCount: 0 }).balanced).toBe(false)
  })
})

describe('differenceText', () => {
  const f = (m: number) => `$${(m / 100).toFixed(2)}`
  it('says which way the batch is off', () => {
    expect(differenceText(-5000, f)).toBe('Short by $50.00')
    expect(differenceText(500, f)).toBe('Over by $5.00')
    expect(differenceText(0, f)).toBe('Balanced')
  })
})
