import { lazy, Suspense, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, PasswordField, RadioGroup, TextField } from '@congregate/ui'
import { ApiError } from '@/lib/api-client'
import { DASHBOARD_PATH } from '@/lib/authorization'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { useLogin } from '../api/login'
import { completeLogin } from '../api/complete-login'
import { loadSignInSchema, sanitizePin, signInBody, signInDefaults, type SignInKind } from '../sign-in'

type Mode = 'email' | 'phone'

// The phone field and the phone rule carry the phone library (flags and libphonenumber's metadata,
// most of the console's first screen otherwise): they load when the phone mode is chosen.
const loadPhoneRule = () => import('../phone')
const PhoneField = lazy(() => import('@/components/PhoneField').then((m) => ({ default: m.PhoneField })))

export function SignInForm() {
  const org = useOrg()
  const navigate = useNavigate()
  const login = useLogin()
  const form = useZodForm(loadSignInSchema, { defaultValues: signInDefaults })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const mode: Mode = kind === 'email' ? 'email' : 'phone'
  const [serverError, setServerError] = useState<string | null>(null)
  const pin = form.register('pin')

  const choose = (next: SignInKind) => {
    form.setValue('kind', next)
    form.clearErrors()
    setServerError(null)
  }

  const submit = form.handleSubmit((values) => {
    setServerError(null)
    login.mutate(signInBody(values, org.orgId), {
      onSuccess: (env) => {
        if (completeLogin(org.orgId, env.responseData) === 'signed-in') navigate(DASHBOARD_PATH, { replace: true })
      },
      onError: (err) => {
        // Any failed sign-in shows the server's message in red (spec §4, code 01 and others).
        if (err instanceof ApiError && err.code !== 'NETWORK') setServerError(err.message)
      },
    })
  })

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      <RadioGroup<Mode>
        name="loginType"
        legend="Sign in with"
        value={mode}
        onChange={(m) => {
          if (m === 'phone') void loadPhoneRule()
          choose(m)
        }}
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone Number' },
        ]}
      />

      {mode === 'email' ? (
        <TextField label="Email address" type="email" autoComplete="username" {...form.register('email')} error={fieldError(form, 'email')} />
      ) : (
        // While the phone field loads, a disabled field of the same size holds its place.
        <Suspense fallback={<TextField label="Mobile number" name="phone" disabled value="" onChange={() => {}} />}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => <PhoneField label="Mobile number" name="phone" autoComplete="username" value={field.value} onChange={field.onChange} error={fieldError(form, 'phone')} />}
          />
        </Suspense>
      )}

      {kind === 'pin' ? (
        <TextField
          label="PIN"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          maxLength={4}
          {...pin}
          onChange={(e) => {
            e.target.value = sanitizePin(e.target.value)
            return pin.onChange(e)
          }}
          error={fieldError(form, 'pin')}
        />
      ) : (
        <PasswordField label="Password" autoComplete="current-password" {...form.register('password')} />
      )}

      <div className="-mt-2 flex items-center justify-between gap-3 text-sm">
        {mode === 'phone' ? (
          <button
            type="button"
            className="font-medium text-brand-ink hover:underline"
            onClick={() => choose(kind === 'pin' ? 'phone' : 'pin')}
          >
            {kind === 'pin' ? 'Use password instead' : 'Use PIN instead'}
          </button>
        ) : (
          <span />
        )}
        <Link to={PUBLIC_PATHS.forgotPassword} state={{ isPhone: mode === 'phone' }} className="font-medium text-brand-ink hover:underline">
          Forgot Password?
        </Link>
      </div>

      {serverError && (
        <p role="alert" data-testid="login-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-600 dark:bg-red-950/50 dark:text-red-400">
          {serverError}
        </p>
      )}

      <Button type="submit" block loading={login.isPending}>
        Sign In
      </Button>

      <p className="text-center text-sm text-slate-500 dark:text-neutral-400">
        New here?{' '}
        <Link to={PUBLIC_PATHS.signUp} className="font-medium text-brand-ink hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  )
}
