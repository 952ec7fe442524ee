import { useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { Button, RadioGroup, TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { AuthLayout } from '../components/AuthLayout'
import { useRequestReset } from '../api/forgot'
import type { TokenType } from '../api/types'
import { validatePhone } from '../phone'
import { validateRequired } from '../validation'

/** Spec §2: needs navigation state {isPhone}; without it the user goes back to sign-in. */
export default function ForgotPasswordPage() {
  const location = useLocation()
  const state = location.state as { isPhone?: unknown } | null
  if (typeof state?.isPhone !== 'boolean') return <Navigate to={PUBLIC_PATHS.signIn} replace />
  return <ForgotForm isPhone={state.isPhone} />
}

function ForgotForm({ isPhone }: { isPhone: boolean }) {
  const org = useOrg()
  const navigate = useNavigate()
  const reset = useRequestReset()
  const [tokenType, setTokenType] = useState<TokenType>('password')
  const [value, setValue] = useState('')
  const [phone, setPhone] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [sentMessage, setSentMessage] = useState<string | null>(null)

  function submit(e: FormEvent) {
    e.preventDefault()
    const err = isPhone ? validatePhone(phone, 'possible') : validateRequired(value)
    setError(err)
    if (err) return
    reset.mutate(
      { orgId: org.orgId, emailOrPhone: isPhone ? phone! : value.trim(), tokenType },
      { onSuccess: (env) => setSentMessage(env.responseMessage) },
    )
  }

  if (sentMessage) {
    return (
      <AuthLayout title="Check your messages">
        <div className="flex flex-col gap-5">
          <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
            {sentMessage}
          </p>
          <Button
            block
            onClick={() => {
              setSentMessage(null)
              reset.reset()
              navigate(PUBLIC_PATHS.signIn, { replace: true })
            }}
          >
            Back to Login
          </Button>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={tokenType === 'pin' ? 'Forgot PIN' : 'Forgot Password'} subtitle="We'll send you a link to choose a new one.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Forgot password">
        <RadioGroup<TokenType>
          name="tokenType"
          legend="What do you want to reset?"
          value={tokenType}
          onChange={setTokenType}
          options={[
            { value: 'password', label: 'Reset Password' },
            { value: 'pin', label: 'Reset PIN' },
          ]}
        />
        {isPhone ? (
          <PhoneField label="Phone Number" name="phone" value={phone} onChange={setPhone} error={error} />
        ) : (
          <TextField label="Email or Phone Number" name="emailOrPhone" autoComplete="username" value={value} onChange={(e) => setValue(e.target.value)} error={error} />
        )}
        <Button type="submit" block loading={reset.isPending}>
          Send Request
        </Button>
        <Button variant="secondary" block onClick={() => navigate(PUBLIC_PATHS.signIn)}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  )
}
