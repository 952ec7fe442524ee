import { useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, PasswordField, TextField, toast } from '@congregate/ui'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { AuthLayout } from '../components/AuthLayout'
import { useResetCredential } from '../api/reset'
import { useVerifyResetToken } from '../api/verify-reset-token'
import type { TokenType } from '../api/types'
import { sanitizePin, validatePassword, validatePasswordConfirm, validatePin, validatePinConfirm } from '../validation'

/** /reset_password and /reset_pin: one screen, the variant chosen by the path (spec §2). */
export default function ResetPage() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const token = params.get('t') ?? ''
  const tokenType: TokenType = pathname.startsWith(PUBLIC_PATHS.resetPin) ? 'pin' : 'password'
  if (!token) return <Navigate to={PUBLIC_PATHS.signIn} replace />
  return <ResetGate key={`${tokenType}:${token}`} token={token} tokenType={tokenType} />
}

function ResetGate({ token, tokenType }: { token: string; tokenType: TokenType }) {
  const org = useOrg()
  const navigate = useNavigate()
  const check = useVerifyResetToken(org.orgId, token, tokenType)
  const title = tokenType === 'pin' ? 'Reset PIN' : 'Reset Password'

  // The form shows only after the token check answered 00; until then a placeholder.
  if (check.data?.responseCode === '00') return <ResetForm token={token} tokenType={tokenType} title={title} />

  return (
    <AuthLayout title={title}>
      {check.isError ? (
        <div className="flex flex-col gap-5">
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-700 dark:bg-red-950/50 dark:text-red-300">
            {check.error.message}
          </p>
          <Button block onClick={() => navigate(PUBLIC_PATHS.signIn, { replace: true })}>
            Sign In
          </Button>
        </div>
      ) : (
        <div role="status" aria-label="Checking your link" className="flex animate-pulse flex-col gap-4">
          <div className="h-4 w-24 rounded bg-slate-200 dark:bg-neutral-800" />
          <div className="h-10 rounded-lg bg-slate-200 dark:bg-neutral-800" />
          <div className="h-4 w-32 rounded bg-slate-200 dark:bg-neutral-800" />
          <div className="h-10 rounded-lg bg-slate-200 dark:bg-neutral-800" />
          <div className="h-10 rounded-lg bg-slate-300 dark:bg-neutral-700" />
        </div>
      )}
    </AuthLayout>
  )
}

function ResetForm({ token, tokenType, title }: { token: string; tokenType: TokenType; title: string }) {
  const org = useOrg()
  const navigate = useNavigate()
  const reset = useResetCredential()
  const [value, setValue] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ value?: string | null; confirm?: string | null }>({})
  const isPin = tokenType === 'pin'

  function submit(e: FormEvent) {
    e.preventDefault()
    const next = isPin
      ? { value: validatePin(value), confirm: validatePinConfirm(value, confirm) }
      : { value: validatePassword(value), confirm: validatePasswordConfirm(value, confirm) }
    setErrors(next)
    if (next.value || next.confirm) return
    const input = isPin
      ? ({ orgId: org.orgId, token, tokenType: 'pin', pin: value } as const)
      : ({ orgId: org.orgId, token, tokenType: 'password', password: value } as const)
    reset.mutate(input, {
      onSuccess: (env) => {
        toast.success(env.responseMessage)
        navigate(PUBLIC_PATHS.signIn, { replace: true })
      },
    })
  }

  return (
    <AuthLayout title={title} subtitle={isPin ? 'Choose a new four-digit PIN.' : 'Choose a new password.'}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={title}>
        {isPin ? (
          <>
            <TextField label="Pin" name="pin" type="password" inputMode="numeric" autoComplete="new-password" maxLength={4} value={value} onChange={(e) => setValue(sanitizePin(e.target.value))} error={errors.value} />
            <TextField label="Confirm Pin" name="confirmPin" type="password" inputMode="numeric" autoComplete="new-password" maxLength={4} value={confirm} onChange={(e) => setConfirm(sanitizePin(e.target.value))} error={errors.confirm} />
          </>
        ) : (
          <>
            <PasswordField label="Password" name="password" autoComplete="new-password" value={value} onChange={(e) => setValue(e.target.value)} error={errors.value} hint="8–32 characters with upper and lower case, a number and one of @#$%!" />
            <PasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
          </>
        )}
        <Button type="submit" block loading={reset.isPending}>
          Send Request
        </Button>
        <Button variant="secondary" block onClick={() => navigate(PUBLIC_PATHS.signIn)}>
          Sign In
        </Button>
      </form>
    </AuthLayout>
  )
}
