import { describe, expect, it } from 'vitest'
import { moveId } from './move'

describe('moveId', () => {
  it('moves up, down and to the ends', () => {
    expect(moveId([1, 2, 3, 4], 3, 1)).toEqual([1, 3, 2, 4])
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 4, 1])
    expect(moveId([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3])
  })
  it('answers null when nothing moves', () => {
    expect(moveId([1, 2], 1, 0)).toBeNull()
    expect(moveId([1, 2], 1, -1)).toBeNull()
    expect(moveId([1, 2], 2, 2)).toBeNull()
    expect(moveId([1, 2], 9, 0)).toBeNull()
  })
})
