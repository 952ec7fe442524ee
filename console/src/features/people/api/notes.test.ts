import { describe, expect, it } from 'vitest'
import { noteError } from './notes'

describe('noteError', () => {
  it('asks for text first, with the server message', () => {
    expect(noteError('')).toBe('Write the note first')
    expect(noteError('  \n ')).toBe('Write the note first')
  })
  it('counts characters, not UTF-16 units, up to 5000', () => {
    expect(noteError('a'.repeat(5000))).toBeNull()
    expect(noteError('a'.repeat(5001))).toBe('A note must be at most 5000 characters')
    expect(noteError('🙏'.repeat(5000))).toBeNull()
  })
})
