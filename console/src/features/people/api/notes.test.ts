import { describe, expect, it } from 'vitest'
import { noteText } from './notes'

const message = (s: string) => noteText.safeParse(s).error?.issues[0]?.message ?? null

describe('noteText', () => {
  it('asks for text first, with the server message', () => {
    expect(message('')).toBe('Write the note first')
    expect(message('  \n ')).toBe('Write the note first')
    expect(noteText.parse('  A visit  ')).toBe('A visit')
  })
  it('counts characters, not UTF-16 units, up to 5000', () => {
    expect(message('a'.repeat(5000))).toBeNull()
    expect(message('a'.repeat(5001))).toBe('A note must be at most 5000 characters')
    expect(message('🙏'.repeat(5000))).toBeNull()
  })
})
