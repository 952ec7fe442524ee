import { describe, expect, it } from 'vitest'
import { firstErrors } from '../test/errors'
import { followUpSchema, toFollowUpBody } from './follow-ups'

const errors = (title: string, dueDate: string) => firstErrors(followUpSchema, { title, dueDate, assigneeId: '' })

describe('followUpSchema', () => {
  it('uses the server messages', () => {
    expect(errors('  ', '')).toEqual({ title: 'Say what to follow up' })
    expect(errors('x'.repeat(201), '')).toEqual({ title: 'A follow-up must be at most 200 characters' })
    expect(errors('Call', '12/31/2026')).toEqual({ dueDate: 'Due date must be a date like 2026-12-31' })
    expect(errors('Call', '2026-12-31')).toEqual({})
    expect(errors('Call', '')).toEqual({})
  })

  it('sends the trimmed title, and the assignee and due day only when chosen', () => {
    expect(toFollowUpBody(5, followUpSchema.parse({ title: ' Call ', assigneeId: '', dueDate: '' }))).toEqual({ personId: 5, title: 'Call' })
    expect(toFollowUpBody(5, followUpSchema.parse({ title: 'Call', assigneeId: '9', dueDate: '2026-12-31' }))).toEqual({ personId: 5, title: 'Call', assigneeId: 9, dueDate: '2026-12-31' })
  })
})
