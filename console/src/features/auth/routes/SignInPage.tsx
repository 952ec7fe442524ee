import { lazy, Suspense } from 'react'
import { useSession } from '@/lib/session'
import { AuthLayout } from '../components/AuthLayout'

// The heading is the page's largest paint: it shows as soon as this route arrives, and the forms
// (with react-hook-form) follow in their own chunk into a box of the sign-in form's height, so
// nothing moves when they land.
const SignInForm = lazy(() => import('../components/SignInForm').then((m) => ({ default: m.SignInForm })))
const TwoFactorForm = lazy(() => import('../components/TwoFactorForm').then((m) => ({ default: m.TwoFactorForm })))

export default function SignInPage() {
  const { twoFactor } = useSession()
  return (
    <AuthLayout title="Admin Portal" subtitle={twoFactor ? undefined : 'Sign in to manage your church'}>
      <Suspense fallback={<div aria-busy="true" className="h-[var(--sign-in-form-height)]" />}>{twoFactor ? <TwoFactorForm challenge={twoFactor} /> : <SignInForm />}</Suspense>
    </AuthLayout>
  )
}
