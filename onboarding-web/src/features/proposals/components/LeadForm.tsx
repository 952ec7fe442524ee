import { useState, type FormEvent } from 'react'
import { Button, Checkbox, PhoneField, RadioGroup, TextField } from '@congregate/ui'
import { hasErrors } from '@/lib/form-errors'
import { ROLES, type Role } from '../api/submit-brochure'
import { emptyLead, validateLead, type LeadErrors, type LeadValues } from '../lead'

export interface LeadFormProps {
  label: string
  submitLabel: string
  withRole: boolean
  pending: boolean
  /** Field errors the server sent back. */
  serverErrors: LeadErrors
  onSubmit: (values: LeadValues) => void
}

/** The proposal form; with withRole, the brochure form (spec §3, §5). */
export function LeadForm({ label, submitLabel, withRole, pending, serverErrors, onSubmit }: LeadFormProps) {
  const [v, setV] = useState<LeadValues>(emptyLead)
  const [errors, setErrors] = useState<LeadErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [seenServer, setSeenServer] = useState(serverErrors)
  // New server errors replace what the form shows (adjusting state while rendering, not in an effect).
  if (seenServer !== serverErrors) {
    setSeenServer(serverErrors)
    setErrors((e) => ({ ...e, ...serverErrors }))
  }

  function change(patch: Partial<LeadValues>) {
    const next = { ...v, ...patch }
    setV(next)
    if (submitted) setErrors(validateLead(next, withRole))
  }
  const text = (k: keyof LeadValues) => (e: React.ChangeEvent<HTMLInputElement>) => change({ [k]: e.target.value })

  function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    const next = validateLead(v, withRole)
    setErrors(next)
    if (hasErrors(next)) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus())
      return
    }
    onSubmit(v)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 min-[500px]:grid-cols-2">
        <TextField label="First Name" name="first_name" autoComplete="given-name" value={v.first_name} onChange={text('first_name')} error={errors.first_name} />
        <TextField label="Last Name" name="last_name" autoComplete="family-name" value={v.last_name} onChange={text('last_name')} error={errors.last_name} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={v.email} onChange={text('email')} error={errors.email} />
      <PhoneField label="Phone Number" name="phone_number" value={v.phone_number} onChange={(phone_number) => change({ phone_number })} error={errors.phone_number} />
      <TextField label="Church Name" name="church_name" autoComplete="organization" value={v.church_name} onChange={text('church_name')} error={errors.church_name} />
      <TextField label="Church Website" name="church_website" type="url" autoComplete="url" optional placeholder="https://" value={v.church_website} onChange={text('church_website')} error={errors.church_website} />
      {withRole && (
        <RadioGroup<Role> name="role" legend="Your role" value={v.role} options={ROLES.map((r) => ({ value: r, label: r }))} onChange={(role) => change({ role })} error={errors.role} />
      )}
      <Checkbox name="terms" checked={v.terms} onChange={(terms) => change({ terms })} error={errors.terms}>
        I agree to the Congregate <span className="font-medium text-slate-900">Terms of Service</span> and <span className="font-medium text-slate-900">Privacy Policy</span>.
      </Checkbox>
      <Button type="submit" size="lg" block loading={pending} className="mt-2">
        {submitLabel}
      </Button>
    </form>
  )
}
