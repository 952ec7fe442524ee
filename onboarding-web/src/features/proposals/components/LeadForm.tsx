import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, PhoneField, RadioGroup, TextField } from '@congregate/ui'
import { TermsField } from '@/components/forms/TermsField'
import { toFieldErrors } from '@/lib/form-errors'
import { ROLES, type Role } from '../api/submit-brochure'
import { emptyLead, leadSchema, type LeadErrors, type LeadValues } from '../lead'

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
  // The server's field errors show under their fields until the next change re-checks them.
  const errors = useMemo(() => toFieldErrors(serverErrors), [serverErrors])
  const form = useZodForm(leadSchema(withRole), { defaultValues: emptyLead, errors })
  const err = (k: keyof LeadValues) => fieldError(form, k)
  const text = (k: 'first_name' | 'last_name' | 'email' | 'church_name' | 'church_website') => ({ ...form.register(k), error: err(k) })
  const submit = form.handleSubmit(onSubmit)

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 min-[500px]:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...text('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...text('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
      <Controller
        control={form.control}
        name="phone_number"
        render={({ field }) => <PhoneField label="Phone Number" name="phone_number" value={field.value} onChange={field.onChange} error={err('phone_number')} />}
      />
      <TextField label="Church Name" autoComplete="organization" {...text('church_name')} />
      <TextField label="Church Website" type="url" autoComplete="url" optional placeholder="https://" {...text('church_website')} />
      {withRole && (
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => <RadioGroup<Role> name="role" legend="Your role" value={field.value} options={ROLES.map((r) => ({ value: r, label: r }))} onChange={field.onChange} error={err('role')} />}
        />
      )}
      <TermsField control={form.control} error={err('terms')} />
      <Button type="submit" size="lg" block loading={pending} className="mt-2">
        {submitLabel}
      </Button>
    </form>
  )
}
