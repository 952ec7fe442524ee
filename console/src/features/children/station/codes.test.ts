import { describe, expect, it } from 'vitest'
import { nextCode, normalizeCode, sameName } from './codes'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

describe('nextCode', () => {
  it('starts with the station tag and uses 3 characters of the alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const c = nextCode('3', ALPHABET, [])!
      expect(c).toMatch(/^3[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}$/)
    }
  })

  it('never gives a code that is taken', () => {
    let k = 0
    const seq = [0, 0, 0, 0.5] // the first tries land on the taken code
    const random = () => seq[Math.min(k++, seq.length - 1)]!
    const first = nextCode('2', ALPHABET, [], () => 0)!
    const c = nextCode('2', ALPHABET, [first], random)
    expect(c).not.toBe(first)
    expect(c!.startsWith('2')).toBe(true)
  })

  it('finds the last free code and answers null when all are taken', () => {
    const small = 'AB'
    const all = ['AAAA', 'AAAB', 'AABA', 'AABB', 'ABAA', 'ABAB', 'ABBA', 'ABBB']
    expect(nextCode('A', small, all.slice(1), () => 0)).toBe('AAAA')
    expect(nextCode('A', small, all)).toBeNull()
  })

  it('compares taken codes without case', () => {
    const c = nextCode('A', 'AB', ['aaaa', 'aaab', 'aaba', 'aabb', 'abaa', 'abab', 'abba'])
    expect(c).toBe('ABBB')
  })

  it('two stations never make the same code', () => {
    const a = new Set(Array.from({ length: 300 }, () => nextCode('2', ALPHABET, [])))
    const b = Array.from({ length: 300 }, () => nextCode('3', ALPHABET, []))
    expect(b.some((c) => a.has(c))).toBe(false)
  })

  it('refuses a bad tag or an empty alphabet', () => {
    expect(nextCode('', ALPHABET, [])).toBeNull()
    expect(nextCode('2', '', [])).toBeNull()
  })
})

describe('normalizeCode and sameName', () => {
  it('normalizes what is typed', () => {
    expect(normalizeCode(' 3a b7 ')).toBe('3AB7')
  })
  it('ignores case and spaces in names', () => {
    expect(sameName('Mary  Jones', 'mary jones')).toBe(true)
    expect(sameName('', '')).toBe(false)
    expect(sameName('Mary', 'Maria')).toBe(false)
  })
})
