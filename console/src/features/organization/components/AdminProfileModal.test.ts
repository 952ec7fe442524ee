import { validateProfile } from './AdminProfileModal'

describe('validateProfile', () => {
  const ok = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@grace.church', mobile: '+15551230000' }

  it('accepts a complete profile, and no mobile', () => {
    expect(validateProfile(ok)).toEqual({})
    expect(validateProfile({ ...ok, mobile: '' })).toEqual({})
  })

  it('uses the API messages', () => {
    expect(validateProfile({ firstName: ' ', lastName: '', email: 'ada@', mobile: '555' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'email is not valid',
      mobile: 'Number is not valid',
    })
  })
})
