import { describe, expect, it } from 'vitest'
import { adminTitle } from './platform'

describe('title', () => {
  it('is "<fullName> | Admin Portal"', () => {
    expect(adminTitle('Grace Community Church')).toBe('Grace Community Church | Admin Portal')
  })
})
