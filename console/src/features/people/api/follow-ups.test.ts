import { describe, expect, it } from 'vitest'
import { followUpErrors } from './follow-ups'

describe('followUpErrors', () => {
  it('uses the server messages', () => {
    expect(followUpErrors('  ', '')).toEqual({ title: 'Say what to follow up' })
    expect(followUpErrors('x'.repeat(201), '')).toEqual({ title: 'A follow-up must be at most 200 characters' })
    expect(followUpErrors('Call', '12/31/2026')).toEqual({ dueDate: 'Due date must be a date like 2026-12-31' })
    expect(followUpErrors('Call', '2026-12-31')).toEqual({})
    expect(followUpErrors('Call', '')).toEqual({})
  })
})
