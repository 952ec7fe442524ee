import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, RadioGroup, TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { AuthLayout } from '../components/AuthLayout'
import { useRequestReset } from '../api/forgot'
import type { TokenType } from '../api/types'
import { forgotSchema } from '../schemas'

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
  const form = useZodForm(forgotSchema(isPhone), { defaultValues: { tokenType: 'password', emailOrPhone: isPhone ? undefined : '' } })
  const tokenType = useWatch({ control: form.control, name: 'tokenType' })
  const [sentMessage, setSentMessage] = useState<string | null>(null)

  const submit = form.handleSubmit((values) => {
    reset.mutate({ orgId: org.orgId, ...values }, { onSuccess: (env) => setSentMessage(env.responseMessage) })
  })

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
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" aria-label="Forgot password">
        <Controller
          control={form.control}
          name="tokenType"
          render={({ field }) => (
            <RadioGroup<TokenType>
              name="tokenType"
              legend="What do you want to reset?"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'password', label: 'Reset Password' },
                { value: 'pin', label: 'Reset PIN' },
              ]}
            />
          )}
        />
        {isPhone ? (
          <Controller
            control={form.control}
            name="emailOrPhone"
            render={({ field }) => <PhoneField label="Phone Number" name="phone" value={field.value} onChange={field.onChange} error={fieldError(form, 'emailOrPhone')} />}
          />
        ) : (
          <TextField label="Email or Phone Number" autoComplete="username" {...form.register('emailOrPhone')} error={fieldError(form, 'emailOrPhone')} />
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
