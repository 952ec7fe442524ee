import { useNavigate } from 'react-router-dom'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { clearTwoFactorChallenge, type TwoFactorChallenge } from '@/lib/session'
import { useOrg } from '@/lib/org'
import { DASHBOARD_PATH } from '@/lib/authorization'
import { useVerifyTwoFactor } from '../api/verify-2fa'
import { completeLogin } from '../api/complete-login'
import { loadTwoFactorSchema } from '../sign-in'

export function TwoFactorForm({ challenge }: { challenge: TwoFactorChallenge }) {
  const org = useOrg()
  const navigate = useNavigate()
  const verify = useVerifyTwoFactor()
  const form = useZodForm(loadTwoFactorSchema, { defaultValues: { advancedAccessCode: '' } })
  const code = form.register('advancedAccessCode')

  const submit = form.handleSubmit(({ advancedAccessCode }) => {
    verify.mutate(
      { orgId: org.orgId, userId: challenge.userId, advancedAccessCode },
      {
        onSuccess: (env) => {
          if (completeLogin(org.orgId, env.responseData) === 'signed-in') navigate(DASHBOARD_PATH, { replace: true })
        },
        onError: () => form.resetField('advancedAccessCode'),
      },
    )
  })

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" aria-label="Two-factor verification">
      <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-neutral-800/60">
        {challenge.messageHeader && <h2 className="font-semibold">{challenge.messageHeader}</h2>}
        {challenge.messageBody && <p className="mt-1 text-slate-600 dark:text-neutral-300">{challenge.messageBody}</p>}
      </div>
      <TextField
        label="Verification code"
        {...code}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/\s/g, '').slice(0, 6)
          return code.onChange(e)
        }}
        maxLength={6}
        autoComplete="one-time-code"
        autoFocus
        inputMode="text"
        className="text-center font-mono text-lg tracking-[0.5em]"
        error={fieldError(form, 'advancedAccessCode')}
      />
      {challenge.messageFooter && <p className="-mt-2 text-xs text-slate-500 dark:text-neutral-400">{challenge.messageFooter}</p>}
      <Button type="submit" block loading={verify.isPending}>
        Verify
      </Button>
      <Button variant="ghost" block onClick={() => clearTwoFactorChallenge()}>
        Back to Sign In
      </Button>
    </form>
  )
}
