import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Button, PasswordField, RadioGroup, TextField } from '@congregate/ui'
import { ApiError } from '@/lib/api-client'
import { DASHBOARD_PATH } from '@/lib/authorization'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { useLogin, type LoginInput } from '../api/login'
import { completeLogin } from '../api/complete-login'
import { sanitizePin, validateEmail, validatePin } from '../validation'

type Mode = 'email' | 'phone'

// The phone field and the phone rule carry the phone library (flags and libphonenumber's metadata,
// most of the console's first screen otherwise): they load when the phone mode is chosen.
const loadPhoneRule = () => import('../phone')
const PhoneField = lazy(() => import('@/components/PhoneField').then((m) => ({ default: m.PhoneField })))

export function SignInForm() {
  const org = useOrg()
  const navigate = useNavigate()
  const login = useLogin()
  const [mode, setMode] = useState<Mode>('email')
  const [usePin, setUsePin] = useState(false)
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState<string | undefined>()
  const [password, setPassword] = useState('')
  const [pin, setPin] = useState('')
  const [errors, setErrors] = useState<{ id?: string | null; pin?: string | null }>({})
  const [serverError, setServerError] = useState<string | null>(null)

  const pinMode = mode === 'phone' && usePin

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const idError = mode === 'email' ? validateEmail(email) : (await loadPhoneRule()).validatePhone(phone, 'possible')
    const pinError = pinMode ? validatePin(pin) : null
    setErrors({ id: idError, pin: pinError })
    if (idError || pinError) return

    const input: LoginInput = pinMode
      ? { orgId: org.orgId, mobile: phone!, pin }
      : { orgId: org.orgId, emailOrPhone: mode === 'email' ? email.trim() : phone!, password }
    login.mutate(input, {
      onSuccess: (env) => {
        if (completeLogin(org.orgId, env.responseData) === 'signed-in') navigate(DASHBOARD_PATH, { replace: true })
      },
      onError: (err) => {
        // Any failed sign-in shows the server's message in red (spec §4, code 01 and others).
        if (err instanceof ApiError && err.code !== 'NETWORK') setServerError(err.message)
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      <RadioGroup<Mode>
        name="loginType"
        legend="Sign in with"
        value={mode}
        onChange={(m) => {
          if (m === 'phone') void loadPhoneRule()
          setMode(m)
          setErrors({})
          setServerError(null)
        }}
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone Number' },
        ]}
      />

      {mode === 'email' ? (
        <TextField label="Email address" name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.id} />
      ) : (
        // While the phone field loads, a disabled field of the same size holds its place.
        <Suspense fallback={<TextField label="Mobile number" name="phone" disabled value="" onChange={() => {}} />}>
          <PhoneField label="Mobile number" name="phone" autoComplete="username" value={phone} onChange={setPhone} error={errors.id} />
        </Suspense>
      )}

      {pinMode ? (
        <TextField
          label="PIN"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          maxLength={4}
          value={pin}
          onChange={(e) => setPin(sanitizePin(e.target.value))}
          error={errors.pin}
        />
      ) : (
        <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      )}

      <div className="-mt-2 flex items-center justify-between gap-3 text-sm">
        {mode === 'phone' ? (
          <button
            type="button"
            className="font-medium text-brand-ink hover:underline"
            onClick={() => {
              setUsePin((p) => !p)
              setErrors({})
              setServerError(null)
            }}
          >
            {usePin ? 'Use password instead' : 'Use PIN instead'}
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
