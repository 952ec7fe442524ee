import { describe, expect, it } from 'vitest'
import { savedListNameError } from './saved-lists'

describe('savedListNameError', () => {
  it('uses the server messages', () => {
    expect(savedListNameError('   ')).toBe('List name is required')
    expect(savedListNameError('x'.repeat(61))).toBe('List name must be at most 60 characters')
    expect(savedListNameError(`  ${'x'.repeat(60)}  `)).toBeNull()
    expect(savedListNameError('Young   adults')).toBeNull()
  })
})
