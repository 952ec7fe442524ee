import { describe, expect, it } from 'vitest'
import { moveItem } from './name-lists'

const items = ['Member', 'Visitor', 'Child'].map((name, i) => ({ id: i + 1, name, position: i, memberCount: 0 }))

describe('reposition (optimistic order)', () => {
  it('moves an item and renumbers positions', () => {
    const out = moveItem(items, 3, 0)
    expect(out.map((i) => [i.name, i.position])).toEqual([
      ['Child', 0],
      ['Member', 1],
      ['Visitor', 2],
    ])
  })
  it('clamps past the end and ignores unknown ids', () => {
    expect(moveItem(items, 1, 99).map((i) => i.name)).toEqual(['Visitor', 'Child', 'Member'])
    expect(moveItem(items, 42, 0)).toBe(items)
  })
})
