import { useSession } from '@/lib/session'
import { AuthLayout } from '../components/AuthLayout'
import { SignInForm } from '../components/SignInForm'
import { TwoFactorForm } from '../components/TwoFactorForm'

export default function SignInPage() {
  const { twoFactor } = useSession()
  return (
    <AuthLayout title="Admin Portal" subtitle={twoFactor ? undefined : 'Sign in to manage your church'}>
      {twoFactor ? <TwoFactorForm challenge={twoFactor} /> : <SignInForm />}
    </AuthLayout>
  )
}
