// The sign-in page's steps: password → code (or enrolment: QR code + first code → the recovery
// codes, shown once) → signed in; "Use a recovery code" from the code step and back.
import type { SignedIn, SignInStep } from '@/api'

export type SignInState =
  | { step: 'password' }
  | { step: 'code'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; qrDataUrl: string; otpauthUrl: string }
  | { step: 'recover'; challenge: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'done' }

export type SignInEvent =
  | { type: 'password'; answer: SignInStep }
  | { type: 'signedIn'; answer: SignedIn }
  | { type: 'useRecovery' }
  | { type: 'useCode' }
  | { type: 'codesSaved' }
  | { type: 'restart' }

export const START: SignInState = { step: 'password' }

export function signIn(state: SignInState, ev: SignInEvent): SignInState {
  switch (ev.type) {
    case 'restart':
      return START
    case 'password':
      if (state.step !== 'password') return state
      return ev.answer.enrol
        ? { step: 'enrol', challenge: ev.answer.challenge, secret: ev.answer.secret ?? '', qrDataUrl: ev.answer.qrDataUrl ?? '', otpauthUrl: ev.answer.otpauthUrl ?? '' }
        : { step: 'code', challenge: ev.answer.challenge }
    case 'signedIn': {
      if (state.step !== 'code' && state.step !== 'enrol' && state.step !== 'recover') return state
      const codes = ev.answer.recoveryCodes ?? []
      return codes.length > 0 ? { step: 'codes', recoveryCodes: codes } : { step: 'done' }
    }
    case 'useRecovery':
      return state.step === 'code' ? { step: 'recover', challenge: state.challenge } : state
    case 'useCode':
      return state.step === 'recover' ? { step: 'code', challenge: state.challenge } : state
    case 'codesSaved':
      return state.step === 'codes' ? { step: 'done' } : state
  }
}
