import { Controller, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox, PasswordField, TextField, toast } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { AuthLayout } from '../components/AuthLayout'
import { useSignUp } from '../api/signup'
import { signUpSchema } from '../schemas'

export default function SignUpPage() {
  const org = useOrg()
  const navigate = useNavigate()
  const signUp = useSignUp()
  const form = useZodForm(signUpSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', mobile: undefined, password: '', password2: '', agreement: false },
  })
  const agreement = useWatch({ control: form.control, name: 'agreement' })
  const field = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'password2') => ({ ...form.register(name), error: fieldError(form, name) })

  const submit = form.handleSubmit((values) => {
    signUp.mutate(
      { orgId: org.orgId, ...values },
      {
        onSuccess: (env) => {
          toast.success(env.responseMessage)
          navigate(PUBLIC_PATHS.signIn, { replace: true })
        },
      },
    )
  })

  return (
    <AuthLayout title="Sign Up" subtitle="Create your administrator account">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Sign up">
        <div className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
          <TextField label="First Name" autoComplete="given-name" maxLength={100} {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" maxLength={100} {...field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <Controller
          control={form.control}
          name="mobile"
          render={({ field: f }) => <PhoneField label="Mobile" name="mobile" value={f.value} onChange={f.onChange} error={fieldError(form, 'mobile')} />}
        />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} hint="8–32 characters with upper and lower case, a number and one of @#$%!" />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('password2')} />
        <Checkbox name="agreement" checked={agreement} onChange={(v) => form.setValue('agreement', v, { shouldValidate: form.formState.isSubmitted })} error={fieldError(form, 'agreement')}>
          I agree to the{' '}
          {org.termsOfService ? (
            <a href={org.termsOfService} target="_blank" rel="noreferrer noopener" className="font-medium text-brand-ink underline">
              terms of service
            </a>
          ) : (
            'terms of service'
          )}
        </Checkbox>
        <Button type="submit" block loading={signUp.isPending} disabled={!agreement}>
          Sign Up
        </Button>
        <Button variant="secondary" block onClick={() => navigate(PUBLIC_PATHS.signIn)}>
          Sign In
        </Button>
      </form>
    </AuthLayout>
  )
}
