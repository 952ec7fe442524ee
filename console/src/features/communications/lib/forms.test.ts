import { contactGroupSchema, contactSchema } from './contact-group-form'
import { proofRows, proofSummary, displayAddress, methodLabel } from './consent'
import { DNC_MESSAGES, doNotContactSchema, optInSchema, typedAddress } from './do-not-contact-form'
import { greetingSchema, hourLabel } from './greeting-form'
import { KEYWORD_MESSAGES, keywordInput, keywordSchema } from './keyword-form'
import { nameFromFile } from './media'
import { insertAt, unknownMergeField } from './rules'

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('keywordSchema', () => {
  const ok = { keyword: 'join', reply: 'Welcome!', contactGroupId: '', active: true }

  it('upper-cases the keyword and sends the group as a number or null', () => {
    expect(keywordSchema.parse(ok)).toEqual({ keyword: 'JOIN', reply: 'Welcome!', contactGroupId: null, active: true })
    expect(keywordSchema.parse({ ...ok, reply: '', contactGroupId: '12' })).toEqual({ keyword: 'JOIN', reply: '', contactGroupId: 12, active: true })
  })

  it('takes 2 to 20 letters or digits', () => {
    for (const keyword of ['A', 'J O', 'JOIN!', 'A'.repeat(21), '']) expect(issues(keywordSchema.safeParse({ ...ok, keyword }))).toEqual({ keyword: KEYWORD_MESSAGES.keyword })
    for (const keyword of ['AB', 'PRAY2026', 'A'.repeat(20)]) expect(keywordSchema.safeParse({ ...ok, keyword }).success).toBe(true)
  })

  it('caps the reply at 320 characters and wants a reply or a group', () => {
    expect(keywordSchema.safeParse({ ...ok, reply: 'x'.repeat(320) }).success).toBe(true)
    expect(issues(keywordSchema.safeParse({ ...ok, reply: 'x'.repeat(321) }))).toEqual({ reply: KEYWORD_MESSAGES.reply })
    expect(issues(keywordSchema.safeParse({ ...ok, reply: '   ' }))).toEqual({ reply: KEYWORD_MESSAGES.nothing })
  })

  it('keywordInput upper-cases as typed and drops what is not a letter or digit', () => {
    expect(keywordInput('join us!')).toBe('JOINUS')
    expect(keywordInput('pray2')).toBe('PRAY2')
  })
})

describe('contact group forms', () => {
  it('names a group 1 to 100 characters', () => {
    expect(contactGroupSchema.parse({ name: '  Visitors ', description: '' })).toEqual({ name: 'Visitors', description: '' })
    expect(issues(contactGroupSchema.safeParse({ name: ' ', description: '' }))).toEqual({ name: 'Name is required' })
    expect(issues(contactGroupSchema.safeParse({ name: 'x'.repeat(101), description: '' }))).toEqual({ name: 'Maximum 100 characters' })
  })

  it('a typed-in contact has a valid phone or e-mail', () => {
    expect(contactSchema.parse({ name: 'Ama', phone: '+12025550143', email: '' })).toEqual({ name: 'Ama', phone: '+12025550143', email: '' })
    expect(contactSchema.parse({ name: '', phone: undefined, email: ' a@b.org ' })).toEqual({ name: '', phone: '', email: 'a@b.org' })
    expect(issues(contactSchema.safeParse({ name: 'Ama', phone: '', email: '' }))).toEqual({ phone: 'Add a phone number or an e-mail address' })
    expect(issues(contactSchema.safeParse({ name: '', phone: '+1202555', email: '' }))).toMatchObject({ phone: 'Number is not valid' })
    expect(issues(contactSchema.safeParse({ name: '', phone: '', email: 'nope' }))).toMatchObject({ email: 'Email is not valid' })
  })
})

describe('doNotContactSchema', () => {
  const base = { personId: null, address: '', channels: ['text' as const], note: 'Asked at the desk' }

  it('sends a person or a typed address, never both', () => {
    expect(doNotContactSchema.parse({ ...base, personId: 4, address: 'ignored@x.org' })).toEqual({ personId: 4, channels: ['text'], note: 'Asked at the desk' })
    expect(doNotContactSchema.parse({ ...base, address: ' Ama@Example.org ' })).toEqual({ address: 'ama@example.org', channels: ['text'], note: 'Asked at the desk' })
    expect(doNotContactSchema.parse({ ...base, address: '+1 (202) 555-0143' })).toEqual({ address: '+12025550143', channels: ['text'], note: 'Asked at the desk' })
  })

  it('says what is missing', () => {
    expect(issues(doNotContactSchema.safeParse(base))).toEqual({ address: DNC_MESSAGES.who })
    expect(issues(doNotContactSchema.safeParse({ ...base, address: 'call me' }))).toEqual({ address: DNC_MESSAGES.address })
    expect(issues(doNotContactSchema.safeParse({ ...base, personId: 1, channels: [] }))).toEqual({ channels: DNC_MESSAGES.channels })
    expect(issues(doNotContactSchema.safeParse({ ...base, personId: 1, note: '  ' }))).toEqual({ note: DNC_MESSAGES.note })
    expect(issues(optInSchema.safeParse({ note: 'x'.repeat(501) }))).toEqual({ note: DNC_MESSAGES.noteTooLong })
  })

  it('typedAddress reads e-mails and phone numbers only', () => {
    expect(typedAddress('0241234567')).toBe('0241234567')
    expect(typedAddress('12')).toBeNull()
    expect(typedAddress('')).toBeNull()
  })
})

describe('greetingSchema', () => {
  const v = { enabled: true, sendHour: '9', subject: '', body: 'Happy birthday, {first_name}!' }

  it('the SMS needs no subject; the e-mail does', () => {
    expect(greetingSchema('sms').parse({ ...v, subject: 'dropped' })).toEqual({ enabled: true, sendHour: 9, subject: '', body: 'Happy birthday, {first_name}!' })
    expect(issues(greetingSchema('email').safeParse(v))).toEqual({ subject: 'Write a subject' })
  })

  it('refuses an unknown merge field, an empty body, a body over the limit and a bad hour', () => {
    expect(issues(greetingSchema('sms').safeParse({ ...v, body: 'Hi {firstname}' }))).toEqual({ body: 'Unknown merge field {firstname}' })
    expect(issues(greetingSchema('sms').safeParse({ ...v, body: ' ' }))).toEqual({ body: 'Write the greeting' })
    expect(issues(greetingSchema('sms').safeParse({ ...v, body: 'x'.repeat(1601) }))).toEqual({ body: 'Maximum 1,600 characters' })
    expect(issues(greetingSchema('sms').safeParse({ ...v, sendHour: '24' }))).toEqual({ sendHour: 'Choose an hour' })
  })

  it('labels the hours', () => {
    expect([0, 9, 12, 17].map(hourLabel)).toEqual(['12:00 AM', '9:00 AM', '12:00 PM', '5:00 PM'])
  })
})

describe('merge fields', () => {
  it('finds the first unknown field', () => {
    expect(unknownMergeField('Hello {first_name} from {church_name}')).toBeNull()
    expect(unknownMergeField('Hello {name}')).toBe('Unknown merge field {name}')
  })

  it('inserts at the caret, replacing a selection', () => {
    expect(insertAt('Hello !', '{first_name}', 6, 6)).toEqual({ text: 'Hello {first_name}!', caret: 18 })
    expect(insertAt('Hello you!', '{first_name}', 6, 9)).toEqual({ text: 'Hello {first_name}!', caret: 18 })
    expect(insertAt('', '{full_name}', 5, 9)).toEqual({ text: '{full_name}', caret: 11 })
  })
})

describe('consent proof', () => {
  it('shows the keyword and message, or the staff member and note, first', () => {
    expect(proofRows({ messageSid: 'SM1', keyword: 'STOP', message: 'stop please' }).map((r) => r.label)).toEqual(['Keyword', 'Message', 'Message ID'])
    expect(proofRows({ note: 'Asked', staffId: 3, staffName: 'Grace Admin' })).toEqual([
      { key: 'staffName', label: 'Staff member', value: 'Grace Admin' },
      { key: 'note', label: 'Note', value: 'Asked' },
    ])
    expect(proofRows({ staffId: 3 })).toEqual([{ key: 'staffId', label: 'Staff ID', value: '3' }])
    expect(proofRows(null)).toEqual([])
  })

  it('sums the proof up in a line', () => {
    expect(proofSummary('keyword', { keyword: 'STOP' })).toBe('Texted “STOP”')
    expect(proofSummary('staff', { note: 'Asked at the desk' })).toBe('Asked at the desk')
    expect(proofSummary('unsubscribe_link', {})).toBe('Clicked the unsubscribe link')
    expect(methodLabel('provider')).toBe('Provider')
    expect(displayAddress('person:12')).toBe('Any address of theirs')
    expect(displayAddress('+12025550143')).toBe('+12025550143')
  })
})

describe('nameFromFile', () => {
  it('names an upload after its file', () => {
    expect(nameFromFile('Easter_choir.mp3')).toBe('Easter choir')
    expect(nameFromFile('.png')).toBe('.png')
  })
})
