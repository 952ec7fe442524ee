import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Checkbox, PasswordField, TextField, toast } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { AuthLayout } from '../components/AuthLayout'
import { useSignUp } from '../api/signup'
import { validatePhone } from '../phone'
import { V, validateEmail, validatePassword, validatePasswordConfirm, validateRequired } from '../validation'

type Field = 'firstName' | 'lastName' | 'email' | 'mobile' | 'password' | 'password2' | 'agreement'

export default function SignUpPage() {
  const org = useOrg()
  const navigate = useNavigate()
  const signUp = useSignUp()
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', password2: '' })
  const [mobile, setMobile] = useState<string | undefined>()
  const [agreement, setAgreement] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({})

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }))

  function submit(e: FormEvent) {
    e.preventDefault()
    const next: Partial<Record<Field, string | null>> = {
      firstName: validateRequired(form.firstName),
      lastName: validateRequired(form.lastName),
      email: validateEmail(form.email),
      mobile: validatePhone(mobile, 'valid'),
      password: validatePassword(form.password),
      password2: validatePasswordConfirm(form.password, form.password2),
      agreement: agreement ? null : V.required,
    }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    signUp.mutate(
      { orgId: org.orgId, ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), mobile: mobile!, agreement },
      {
        onSuccess: (env) => {
          toast.success(env.responseMessage)
          navigate(PUBLIC_PATHS.signIn, { replace: true })
        },
      },
    )
  }

  return (
    <AuthLayout title="Sign Up" subtitle="Create your administrator account">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
        <div className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
          <TextField label="First Name" name="firstName" autoComplete="given-name" maxLength={100} value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label="Last Name" name="lastName" autoComplete="family-name" maxLength={100} value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
        <PhoneField label="Mobile" name="mobile" value={mobile} onChange={setMobile} error={errors.mobile} />
        <PasswordField label="Password" name="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={errors.password} hint="8–32 characters with upper and lower case, a number and one of @#$%!" />
        <PasswordField label="Confirm Password" name="password2" autoComplete="new-password" value={form.password2} onChange={set('password2')} error={errors.password2} />
        <Checkbox name="agreement" checked={agreement} onChange={setAgreement} error={errors.agreement}>
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
