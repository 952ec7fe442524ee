import { describe, expect, it } from 'vitest'
import { signIn, START } from './sign-in-machine'

const operator = { id: 1, email: 'ops@congregate.demo', name: 'Ops', role: 'operator' as const }

describe('the sign-in steps', () => {
  it('goes password → code → signed in', () => {
    const code = signIn(START, { type: 'password', answer: { challenge: 'c1', enrol: false } })
    expect(code).toEqual({ step: 'code', challenge: 'c1' })
    expect(signIn(code, { type: 'signedIn', answer: { operator } })).toEqual({ step: 'done' })
  })

  it('enrols: QR code and secret, then the recovery codes once, then signed in', () => {
    const enrol = signIn(START, { type: 'password', answer: { challenge: 'c2', enrol: true, secret: 'JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AA', otpauthUrl: 'otpauth://totp/x' } })
    expect(enrol).toMatchObject({ step: 'enrol', challenge: 'c2', secret: 'JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AA' })
    const codes = signIn(enrol, { type: 'signedIn', answer: { operator, recoveryCodes: ['a', 'b'] } })
    expect(codes).toEqual({ step: 'codes', recoveryCodes: ['a', 'b'] })
    expect(signIn(codes, { type: 'codesSaved' })).toEqual({ step: 'done' })
  })

  it('switches to a recovery code and back, keeping the challenge', () => {
    const code = signIn(START, { type: 'password', answer: { challenge: 'c3', enrol: false } })
    const recover = signIn(code, { type: 'useRecovery' })
    expect(recover).toEqual({ step: 'recover', challenge: 'c3' })
    expect(signIn(recover, { type: 'useCode' })).toEqual(code)
    expect(signIn(recover, { type: 'signedIn', answer: { operator } })).toEqual({ step: 'done' })
  })

  it('ignores events out of order and starts again on request', () => {
    expect(signIn(START, { type: 'signedIn', answer: { operator } })).toBe(START)
    expect(signIn(START, { type: 'useRecovery' })).toBe(START)
    const code = signIn(START, { type: 'password', answer: { challenge: 'c4', enrol: false } })
    expect(signIn(code, { type: 'restart' })).toEqual(START)
  })
})
