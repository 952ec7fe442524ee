import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { clearTwoFactorChallenge, type TwoFactorChallenge } from '@/lib/session'
import { useOrg } from '@/lib/org'
import { DASHBOARD_PATH } from '@/lib/authorization'
import { useVerifyTwoFactor } from '../api/verify-2fa'
import { completeLogin } from '../api/complete-login'
import { validateTwoFactorCode } from '../validation'

export function TwoFactorForm({ challenge }: { challenge: TwoFactorChallenge }) {
  const org = useOrg()
  const navigate = useNavigate()
  const verify = useVerifyTwoFactor()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(e: FormEvent) {
    e.preventDefault()
    const err = validateTwoFactorCode(code)
    setError(err)
    if (err) return
    verify.mutate(
      { orgId: org.orgId, userId: challenge.userId, advancedAccessCode: code.trim() },
      {
        onSuccess: (env) => {
          if (completeLogin(org.orgId, env.responseData) === 'signed-in') navigate(DASHBOARD_PATH, { replace: true })
        },
        onError: () => setCode(''),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Two-factor verification">
      <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-neutral-800/60">
        {challenge.messageHeader && <h2 className="font-semibold">{challenge.messageHeader}</h2>}
        {challenge.messageBody && <p className="mt-1 text-slate-600 dark:text-neutral-300">{challenge.messageBody}</p>}
      </div>
      <TextField
        label="Verification code"
        name="advancedAccessCode"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s/g, '').slice(0, 6))}
        maxLength={6}
        autoComplete="one-time-code"
        autoFocus
        inputMode="text"
        className="text-center font-mono text-lg tracking-[0.5em]"
        error={error}
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
