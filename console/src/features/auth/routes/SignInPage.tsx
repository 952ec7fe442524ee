import { lazy, Suspense } from 'react'
import { paintGate } from '@/lib/platform'
import { useSession } from '@/lib/session'
import { AuthLayout } from '../components/AuthLayout'

// The heading is the page's largest paint: it comes with the entry and shows first. The forms
// (with react-hook-form) follow in their own chunk, fetched once the page has painted (before, its
// script would run ahead of the heading's paint), into a box of the sign-in form's height, so
// nothing moves when they land.
const gate = paintGate()
const SignInForm = lazy(() => gate.opened.then(() => import('../components/SignInForm')).then((m) => ({ default: m.SignInForm })))
const TwoFactorForm = lazy(() => import('../components/TwoFactorForm').then((m) => ({ default: m.TwoFactorForm })))

export default function SignInPage() {
  const { twoFactor } = useSession()
  gate.useOpenAfterPaint()
  return (
    <AuthLayout title="Admin Portal" subtitle={twoFactor ? undefined : 'Sign in to manage your church'}>
      <Suspense fallback={<div aria-busy="true" className="h-[var(--sign-in-form-height)]" />}>{twoFactor ? <TwoFactorForm challenge={twoFactor} /> : <SignInForm />}</Suspense>
    </AuthLayout>
  )
}
