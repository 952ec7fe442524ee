import { describe, expect, it } from 'vitest'
import { percentReached } from './progress'

describe('percentReached', () => {
  it('rounds down: 100% only once the goal is met', () => {
    expect(percentReached(99_950, 100_000)).toBe(99)
    expect(percentReached(100_000, 100_000)).toBe(100)
    expect(percentReached(15_000, 120_000)).toBe(12) // 12.5%
    expect(percentReached(15_000, 40_000)).toBe(37) // 37.5%: what the server answers for a pledge
  })
  it('goes past 100 when a goal is beaten, and is 0 without a goal', () => {
    expect(percentReached(150_000, 100_000)).toBe(150)
    expect(percentReached(5_000, 0)).toBe(0)
    expect(percentReached(0, 100_000)).toBe(0)
  })
})
