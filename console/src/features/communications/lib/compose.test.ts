import { describe, expect, it } from 'vitest'
import { composeSchema, emptyCompose, fromCommunication, isoToLocal, localToIso, newIdempotencyKey, toCompose, type ComposeValues } from './compose'
import type { Communication } from '../api/types'

const errors = (v: ComposeValues) => {
  const r = composeSchema.safeParse(v)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const group = { kind: 'group' as const, id: 3, name: 'Youth' }

describe('composeSchema', () => {
  it('needs a recipient and a message', () => {
    expect(errors(emptyCompose('sms'))).toEqual({ chips: 'Choose at least one recipient', body: 'Write the message' })
    expect(errors({ ...emptyCompose('sms'), chips: [group], body: 'Hello {first_name}' })).toEqual({})
    expect(errors({ ...emptyCompose('sms'), numbers: ['+15551230000'], body: 'Hi' })).toEqual({})
  })

  it('holds an SMS to 1,600 characters (code points)', () => {
    const base = { ...emptyCompose('sms'), chips: [group] }
    expect(errors({ ...base, body: 'a'.repeat(1600) })).toEqual({})
    expect(errors({ ...base, body: 'a'.repeat(1601) })).toEqual({ body: 'An SMS must be at most 1,600 characters' })
    expect(errors({ ...base, body: '😀'.repeat(1600) })).toEqual({})
  })

  it('asks each channel for its own fields', () => {
    const a = { chips: [group] }
    expect(errors({ ...emptyCompose('mms'), ...a })).toEqual({ mediaId: 'Choose a picture from the media vault' })
    expect(errors({ ...emptyCompose('mms'), ...a, mediaId: 4 })).toEqual({})
    expect(errors({ ...emptyCompose('voice'), ...a })).toEqual({ body: 'Write what the call should say' })
    expect(errors({ ...emptyCompose('voice'), ...a, voiceMode: 'recording' })).toEqual({ mediaId: 'Choose a recording from the media vault' })
    expect(errors({ ...emptyCompose('email'), ...a })).toEqual({ subject: 'Write the subject', body: 'Write the message' })
    expect(errors({ ...emptyCompose('email'), ...a, subject: 'News', format: 'html' })).toEqual({ html: 'Write the HTML of the e-mail' })
    expect(errors({ ...emptyCompose('push'), ...a, subject: 'x'.repeat(66), body: 'y'.repeat(241) })).toEqual({ subject: 'The title must be at most 65 characters', body: 'The message must be at most 240 characters' })
  })

  it('schedules only in the future', () => {
    const v = { ...emptyCompose('sms'), chips: [group], body: 'Hi', when: 'later' as const }
    expect(errors(v)).toEqual({ scheduledAt: 'Choose the date and time to send' })
    expect(errors({ ...v, scheduledAt: isoToLocal(new Date(Date.now() - 60_000).toISOString()) })).toEqual({ scheduledAt: 'Choose a time in the future' })
    expect(errors({ ...v, scheduledAt: isoToLocal(new Date(Date.now() + 3_600_000).toISOString()) })).toEqual({})
  })
})

describe('toCompose', () => {
  it('sends each list in its audience field and only the fields of the channel', () => {
    const v: ComposeValues = {
      ...emptyCompose('sms'),
      chips: [group, { kind: 'person', id: 7, name: 'Ann' }, { kind: 'contactGroup', id: 2, name: 'Visitors' }, { kind: 'savedList', id: 5, name: 'Youth list' }],
      numbers: ['+15551230000'],
      subject: 'left over from e-mail',
      html: '<p>x</p>',
      mediaId: 9,
      body: 'Hi {first_name}',
    }
    expect(toCompose(v)).toEqual({
      channel: 'sms',
      subject: '',
      body: 'Hi {first_name}',
      html: '',
      mediaId: 0,
      voiceMode: '',
      scheduledAt: null,
      audience: { personIds: [7], householdIds: [], groupIds: [3], serviceUnitIds: [], fellowshipIds: [], savedListIds: [5], contactGroupIds: [2], numbers: ['+15551230000'], emails: [] },
    })
    expect(toCompose({ ...v, channel: 'voice', voiceMode: 'recording' })).toMatchObject({ body: '', mediaId: 9, voiceMode: 'recording' })
    expect(toCompose({ ...v, channel: 'voice', voiceMode: 'tts' })).toMatchObject({ mediaId: 0, voiceMode: 'tts' })
    expect(toCompose({ ...v, channel: 'email', format: 'html' })).toMatchObject({ subject: 'left over from e-mail', html: '<p>x</p>' })
  })

  it('turns the local date and time into an instant', () => {
    const local = '2030-06-01T15:30'
    expect(localToIso(local)).toBe(new Date(local).toISOString())
    expect(isoToLocal(localToIso(local))).toBe(local)
    expect(localToIso('')).toBeNull()
  })

  it('reads a scheduled communication back into the form', () => {
    const c = {
      id: 4,
      channel: 'email',
      subject: 'Picnic',
      body: '',
      html: '<p>Hi</p>',
      mediaId: 0,
      voiceMode: '',
      scheduledAt: '2030-06-01T15:30:00Z',
      audience: { personIds: [7], householdIds: null, groupIds: [3], serviceUnitIds: null, fellowshipIds: null, savedListIds: null, contactGroupIds: null, numbers: null, emails: ['a@b.org'] },
    } as unknown as Communication
    const v = fromCommunication(c, { 'group:3': 'Youth' })
    expect(v).toMatchObject({ channel: 'email', format: 'html', html: '<p>Hi</p>', when: 'later', emails: ['a@b.org'], numbers: [] })
    expect(v.chips).toEqual([
      { kind: 'person', id: 7, name: 'Person #7' },
      { kind: 'group', id: 3, name: 'Youth' },
    ])
    expect(localToIso(v.scheduledAt)).toBe('2030-06-01T15:30:00.000Z')
  })
})

it('makes a fresh idempotency key each time', () => {
  const a = newIdempotencyKey()
  expect(a).toMatch(/^[0-9a-f-]{36}$/)
  expect(newIdempotencyKey()).not.toBe(a)
})
