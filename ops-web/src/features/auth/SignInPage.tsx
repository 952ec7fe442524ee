import { useEffect, useReducer, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { Button, PasswordField, TextField } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { z } from '@congregate/ui/zod'
import { opsApi } from '@/lib/ops-api'
import { ME_KEY } from '@/lib/session'
import { PATHS } from '@/lib/paths'
import { useTitle } from '@/lib/use-title'
import { signIn, START, type SignInEvent, type SignInState } from './sign-in-machine'

const passwordSchema = z.object({ email: z.string().trim().min(1, 'Enter your e-mail').email('Enter a valid e-mail'), password: z.string().min(1, 'Enter your password') })
const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') })
const recoverySchema = z.object({ recoveryCode: z.string().trim().min(1, 'Enter a recovery code') })

export default function SignInPage() {
  useTitle('Sign in')
  const [state, dispatch] = useReducer(signIn, START)
  const navigate = useNavigate()
  const client = useQueryClient()
  useEffect(() => {
    if (state.step === 'done') {
      void client.invalidateQueries({ queryKey: ME_KEY })
      navigate(PATHS.churches, { replace: true })
    }
  }, [state.step, client, navigate])

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-bold text-brand-dark">Congregate ops</p>
        <Step state={state} dispatch={dispatch} />
      </div>
    </main>
  )
}

type Dispatch = (e: SignInEvent) => void

function Step({ state, dispatch }: { state: SignInState; dispatch: Dispatch }) {
  switch (state.step) {
    case 'password':
      return <PasswordStep dispatch={dispatch} />
    case 'code':
      return (
        <CodeStep challenge={state.challenge} dispatch={dispatch} title="Enter your code" intro="Enter the 6-digit code your authenticator app shows for Congregate ops." />
      )
    case 'enrol':
      return (
        <CodeStep challenge={state.challenge} dispatch={dispatch} title="Set up two-step sign-in" intro="Scan this QR code with an authenticator app (or type the key), then enter the 6-digit code it shows.">
          {state.qrDataUrl && <img src={state.qrDataUrl} alt="QR code for your authenticator app" width={180} height={180} className="mx-auto my-3 h-45 w-45" />}
          <p className="text-xs text-slate-600">Key</p>
          <p className="mb-3 font-mono text-sm break-all select-all" data-testid="totp-secret">
            {state.secret}
          </p>
        </CodeStep>
      )
    case 'recover':
      return <RecoverStep challenge={state.challenge} dispatch={dispatch} />
    case 'codes':
      return <CodesStep codes={state.recoveryCodes} dispatch={dispatch} />
    case 'done':
      return <p className="mt-4 text-sm text-slate-600">Signing in…</p>
  }
}

function PasswordStep({ dispatch }: { dispatch: Dispatch }) {
  const form = useZodForm(passwordSchema, { defaultValues: { email: '', password: '' } })
  const [error, setError] = useState('')
  const submit = form.handleSubmit(async (b) => {
    setError('')
    try {
      dispatch({ type: 'password', answer: await opsApi.login(b) })
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  })
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-2 flex flex-col gap-4">
      <h1 className="text-xl font-bold">Sign in</h1>
      <TextField label="E-mail" type="email" autoComplete="username" error={fieldError(form, 'email')} {...form.register('email')} />
      <PasswordField label="Password" autoComplete="current-password" error={fieldError(form, 'password')} {...form.register('password')} />
      <FormError message={error} />
      <Button type="submit" loading={form.formState.isSubmitting} block>
        Continue
      </Button>
    </form>
  )
}

function CodeStep({ challenge, dispatch, title, intro, children }: { challenge: string; dispatch: Dispatch; title: string; intro: string; children?: ReactNode }) {
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } })
  const [error, setError] = useState('')
  const submit = form.handleSubmit(async ({ code }) => {
    setError('')
    try {
      dispatch({ type: 'signedIn', answer: await opsApi.verify({ challenge, code }) })
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  })
  const enrolling = !!children
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-2 flex flex-col gap-4">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-sm text-slate-600">{intro}</p>
      {children && <div>{children}</div>}
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={fieldError(form, 'code')} {...form.register('code')} />
      <FormError message={error} />
      <Button type="submit" loading={form.formState.isSubmitting} block>
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        {!enrolling && (
          <Button variant="link" onClick={() => dispatch({ type: 'useRecovery' })}>
            Use a recovery code
          </Button>
        )}
        <Button variant="link" onClick={() => dispatch({ type: 'restart' })}>
          Start again
        </Button>
      </div>
    </form>
  )
}

function RecoverStep({ challenge, dispatch }: { challenge: string; dispatch: Dispatch }) {
  const form = useZodForm(recoverySchema, { defaultValues: { recoveryCode: '' } })
  const [error, setError] = useState('')
  const submit = form.handleSubmit(async ({ recoveryCode }) => {
    setError('')
    try {
      dispatch({ type: 'signedIn', answer: await opsApi.recover({ challenge, recoveryCode }) })
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  })
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-2 flex flex-col gap-4">
      <h1 className="text-xl font-bold">Use a recovery code</h1>
      <p className="text-sm text-slate-600">Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.</p>
      <TextField label="Recovery code" autoComplete="off" error={fieldError(form, 'recoveryCode')} {...form.register('recoveryCode')} />
      <FormError message={error} />
      <Button type="submit" loading={form.formState.isSubmitting} block>
        Sign in
      </Button>
      <Button variant="link" onClick={() => dispatch({ type: 'useCode' })}>
        Use a code from the app
      </Button>
    </form>
  )
}

function CodesStep({ codes, dispatch }: { codes: string[]; dispatch: Dispatch }) {
  return (
    <div className="mt-2 flex flex-col gap-4">
      <h1 className="text-xl font-bold">Your recovery codes</h1>
      <p className="text-sm text-slate-600">Keep these somewhere safe: each one signs you in once if you lose your authenticator. They are shown only now.</p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <Button block onClick={() => dispatch({ type: 'codesSaved' })}>
        I have saved these codes
      </Button>
    </div>
  )
}

function FormError({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null
}
