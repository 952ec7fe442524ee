import type { z } from 'zod'
import { changedFields, generalSchema, isEmail, isHttpUrlOrEmpty, isInternationalPhone, isSenderId, profileSchema, senderSchema, socialSchema, systemSettingsSchema, templateSchema, tooltipSchema } from './validation'

/** The message each field shows (its first), by path. */
const messages = (schema: z.ZodType, v: unknown) => Object.fromEntries((schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse())

const validateGeneral = (v: object) => messages(generalSchema, v)
const validateSocial = (v: object) => messages(socialSchema, v)
const validateMessaging = (v: object) => messages(senderSchema, v)
const validateTemplate = (v: object) => messages(templateSchema, v)

const general = { fullName: 'Grace Community Church', email: 'office@grace.church', phone: '+15551230000', website: 'https://grace.church', address: '1 Main St', termsOfService: '' }

describe('field rules', () => {
  it('e-mail', () => {
    expect(isEmail('office@grace.church')).toBe(true)
    expect(isEmail('office@grace')).toBe(false)
    expect(isEmail('a b@grace.church')).toBe(false)
  })

  it('URL: empty or http(s)', () => {
    expect(isHttpUrlOrEmpty('')).toBe(true)
    expect(isHttpUrlOrEmpty('https://grace.church/x?y=1')).toBe(true)
    expect(isHttpUrlOrEmpty('grace.church')).toBe(false)
    expect(isHttpUrlOrEmpty('javascript:alert(1)')).toBe(false)
    expect(isHttpUrlOrEmpty('https://user:pw@grace.church')).toBe(false)
    expect(isHttpUrlOrEmpty(`https://grace.church/${'a'.repeat(200)}`)).toBe(false)
  })

  it('international phone', () => {
    expect(isInternationalPhone('+1 (555) 123-0000')).toBe(true)
    expect(isInternationalPhone('5551230000')).toBe(false)
  })

  it('sender ID: 3–11 letters, digits or spaces with a letter', () => {
    expect(isSenderId('GRACE')).toBe(true)
    expect(isSenderId('Grace 2')).toBe(true)
    expect(isSenderId('GR')).toBe(false)
    expect(isSenderId('12345')).toBe(false)
    expect(isSenderId('GRACECHURCH1')).toBe(false)
    expect(isSenderId('GRACE!')).toBe(false)
  })
})

describe('forms', () => {
  it('general: the API messages', () => {
    expect(validateGeneral(general)).toEqual({})
    expect(validateGeneral({ ...general, fullName: ' ', email: 'x', phone: '123', website: 'grace', termsOfService: 'ftp://x' })).toEqual({
      fullName: 'Organisation name is required',
      email: 'email is not valid',
      phone: 'Number is not valid',
      website: 'URL is not valid',
      termsOfService: 'URL is not valid',
    })
    expect(validateGeneral({ ...general, fullName: 'x'.repeat(101) }).fullName).toBe('Organisation name must be at most 100 characters')
  })

  it('social media: URLs, WhatsApp may be a number', () => {
    const s = { facebook: 'https://facebook.com/grace', instagram: '', x: 'x.com/grace', youtube: '', tiktok: '', linkedin: '', whatsapp: '+15551230000' }
    expect(validateSocial(s)).toEqual({ x: 'URL is not valid' })
    expect(validateSocial({ ...s, x: '', whatsapp: '+1' })).toEqual({ whatsapp: 'Number is not valid' })
  })

  it('messaging', () => {
    expect(validateMessaging({ senderId: 'GRACE', smsSignature: '', replyToEmail: '', emailFromName: 'Grace' })).toEqual({})
    expect(validateMessaging({ senderId: 'G!', smsSignature: 'x'.repeat(61), replyToEmail: 'no', emailFromName: '' })).toEqual({
      senderId: 'Sender ID must be 3 to 11 letters or digits, with at least one letter',
      smsSignature: 'SMS signature must be at most 60 characters',
      replyToEmail: 'email is not valid',
    })
  })

  it('e-mail template', () => {
    const t = { subjectPrefix: '[Grace]', header: 'Grace', footer: '', signature: '', showLogo: true, buttonColor: '#304FFF' }
    expect(validateTemplate(t)).toEqual({})
    expect(validateTemplate({ ...t, subjectPrefix: 'x'.repeat(41), buttonColor: '#abc' })).toEqual({
      subjectPrefix: 'Subject prefix must be at most 40 characters',
      buttonColor: 'Button colour must be a colour like #304FFF',
    })
  })

  it('system settings: the support e-mail', () => {
    const s = { currency: 'USD', timezone: 'UTC', dateFormat: 'yyyy-MM-dd', defaultCountry: 'US', supportEmail: 'help@grace.church', weekStartsOn: 'sunday' }
    expect(messages(systemSettingsSchema, s)).toEqual({})
    expect(messages(systemSettingsSchema, { ...s, supportEmail: 'help' })).toEqual({ supportEmail: 'email is not valid' })
  })

  it('help text comment', () => {
    expect(messages(tooltipSchema, { comment: '  ' })).toEqual({ comment: 'The comment is required' })
    expect(messages(tooltipSchema, { comment: 'x'.repeat(1001) })).toEqual({ comment: 'The comment must be at most 1000 characters' })
    expect(tooltipSchema.parse({ comment: ' Hi ' })).toEqual({ comment: 'Hi' })
  })

  it('admin profile: a complete profile, and no mobile', () => {
    const ok = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@grace.church', mobile: '+15551230000' }
    expect(messages(profileSchema, ok)).toEqual({})
    expect(messages(profileSchema, { ...ok, mobile: '' })).toEqual({})
    expect(messages(profileSchema, { firstName: ' ', lastName: '', email: 'ada@', mobile: '555' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'email is not valid',
      mobile: 'Number is not valid',
    })
  })

  it('sends only changed fields', () => {
    expect(changedFields(general, { ...general, phone: '+15550000000' })).toEqual({ phone: '+15550000000' })
    expect(changedFields(general, general)).toEqual({})
  })
})
