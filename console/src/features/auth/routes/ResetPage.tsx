import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, PasswordField, TextField, toast } from '@congregate/ui'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { AuthLayout } from '../components/AuthLayout'
import { useResetCredential } from '../api/reset'
import { useVerifyResetToken } from '../api/verify-reset-token'
import type { TokenType } from '../api/types'
import { resetBody, resetSchema } from '../schemas'
import { sanitizePin } from '../sign-in'

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
  const isPin = tokenType === 'pin'
  const form = useZodForm(resetSchema(isPin), { defaultValues: { value: '', confirm: '' } })
  const field = (name: 'value' | 'confirm') => {
    const reg = form.register(name)
    const onChange = isPin ? (e: React.ChangeEvent<HTMLInputElement>) => ((e.target.value = sanitizePin(e.target.value)), reg.onChange(e)) : reg.onChange
    return { ...reg, onChange, error: fieldError(form, name) }
  }

  const submit = form.handleSubmit((values) => {
    reset.mutate(resetBody(values, { orgId: org.orgId, token, isPin }), {
      onSuccess: (env) => {
        toast.success(env.responseMessage)
        navigate(PUBLIC_PATHS.signIn, { replace: true })
      },
    })
  })

  return (
    <AuthLayout title={title} subtitle={isPin ? 'Choose a new four-digit PIN.' : 'Choose a new password.'}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" aria-label={title}>
        {isPin ? (
          <>
            <TextField label="Pin" type="password" inputMode="numeric" autoComplete="new-password" maxLength={4} {...field('value')} />
            <TextField label="Confirm Pin" type="password" inputMode="numeric" autoComplete="new-password" maxLength={4} {...field('confirm')} />
          </>
        ) : (
          <>
            <PasswordField label="Password" autoComplete="new-password" {...field('value')} hint="8–32 characters with upper and lower case, a number and one of @#$%!" />
            <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirm')} />
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
