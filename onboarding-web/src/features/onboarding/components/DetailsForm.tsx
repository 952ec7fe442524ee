import { useMemo, type ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Card } from '@/components/layout/Hero'
import { PasswordField, PhoneField, Spinner, TextField } from '@congregate/ui'
import { TermsField } from '@/components/forms/TermsField'
import { toFieldErrors } from '@/lib/form-errors'
import { sanitizeShortName } from '@/lib/validation'
import type { DetailsErrors, DetailsValues } from '../details'
import { detailsSchema } from '../details-rules'
import { shortNameBlocks, type ShortNameStatus } from '../short-name'
import { AddressField } from './AddressField'

export interface DetailsFormProps {
  /** The id the price bar's "Continue to OTP" submits. */
  formId: string
  /** What the visitor entered before (back from the OTP screen), else the empty form. */
  initial: DetailsValues
  /** The server's refusal of fields at sign-up, shown under them. */
  serverErrors: DetailsErrors
  /** "Continue to OTP" with values that pass §5. */
  onSubmit: (values: DetailsValues) => void
  shortName: ShortNameStatus
  /** The short name changed: its last check no longer counts. */
  onShortNameChange: () => void
  onShortNameBlur: (name: string) => void
  onShortNameFocus: () => void
  mapsApiKey: string | undefined
}

/** Step 3: the church and its first administrator (spec §3 "Onboarding form", §5 rules). */
export function DetailsForm({ formId, initial, serverErrors, onSubmit, shortName, onShortNameChange, onShortNameBlur, onShortNameFocus, mapsApiKey }: DetailsFormProps) {
  // Back from a refusal the fields start with the server's messages; the next change re-checks them.
  // The short name's refusal is the short-name check's (it blocks Continue until the name changes
  // or the field is focused): the form would focus the field, and so clear it.
  const errors = useMemo(() => {
    const { church_short_name: _shown, ...rest } = serverErrors
    return toFieldErrors(rest)
  }, [serverErrors])
  const form = useZodForm(detailsSchema, { defaultValues: initial, errors })
  const err = (k: keyof DetailsValues) => fieldError(form, k)
  const text = (k: 'church_name' | 'church_website' | 'church_email' | 'admin_firstname' | 'admin_lastname' | 'admin_email' | 'confirm_password') => ({ ...form.register(k), error: err(k) })
  const short = form.register('church_short_name')
  const submit = form.handleSubmit((values) => {
    if (!shortNameBlocks(shortName)) onSubmit(values)
  })
  const shortNameError = shortName.state === 'error' ? shortName.message : err('church_short_name')
  return (
    <form id={formId} onSubmit={(ev) => void submit(ev)} noValidate aria-label="Church and admin details" className="flex flex-col gap-6">
      <Card title="Your church" subtitle="This is how your church appears to members and in your admin portal.">
        <Grid>
          <TextField label="Church Name" autoComplete="organization" {...text('church_name')} />
          <TextField
            label="Church Short Name"
            autoComplete="off"
            spellCheck={false}
            {...short}
            onChange={(ev) => {
              const name = sanitizeShortName(ev.target.value)
              if (name !== form.getValues('church_short_name')) onShortNameChange()
              ev.target.value = name
              return short.onChange(ev)
            }}
            onBlur={(ev) => {
              onShortNameBlur(ev.target.value)
              return short.onBlur(ev)
            }}
            onFocus={onShortNameFocus}
            error={shortNameError}
            hint={<ShortNameHint status={shortName} />}
            adornment={<ShortNameIcon status={shortName} />}
          />
          <TextField label="Church Website" type="url" autoComplete="url" optional placeholder="https://" {...text('church_website')} />
          <TextField label="Church Email" type="email" autoComplete="email" {...text('church_email')} />
          <Controller
            control={form.control}
            name="church_address"
            render={({ field }) => <AddressField value={field.value} onChange={field.onChange} error={err('church_address')} mapsApiKey={mapsApiKey} />}
          />
          <Controller
            control={form.control}
            name="church_phone_number"
            render={({ field }) => <PhoneField label="Church Phone Number" name="church_phone_number" value={field.value} onChange={field.onChange} error={err('church_phone_number')} />}
          />
        </Grid>
      </Card>

      <Card title="Administrator" subtitle="The first super admin of your church. You can invite your team later.">
        <Grid>
          <TextField label="First Name" autoComplete="given-name" {...text('admin_firstname')} />
          <TextField label="Last Name" autoComplete="family-name" {...text('admin_lastname')} />
          <TextField label="Admin Email" type="email" autoComplete="email" {...text('admin_email')} />
          <Controller
            control={form.control}
            name="admin_phone_number"
            render={({ field }) => <PhoneField label="Admin Phone Number" name="admin_phone_number" value={field.value} onChange={field.onChange} error={err('admin_phone_number')} />}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...form.register('admin_password', { deps: 'confirm_password' })}
            error={err('admin_password')}
            hint="8–32 characters with upper and lower case, a number and one of @#$%!"
          />
          <PasswordField label="Confirm Password" autoComplete="new-password" {...text('confirm_password')} />
        </Grid>
        <div className="mt-6 border-t border-slate-100 pt-5">
          <TermsField control={form.control} error={err('terms')} />
        </div>
      </Card>
    </form>
  )
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-5 gap-y-4 md:grid-cols-2">{children}</div>
}

function ShortNameHint({ status }: { status: ShortNameStatus }) {
  if (status.state === 'loading') return <span>Checking availability…</span>
  if (status.state === 'clear')
    return (
      <span className="font-medium text-emerald-700" data-testid="short-name-ok">
        {status.message}
      </span>
    )
  return <span>4 to 20 letters. It becomes your church's web address.</span>
}

function ShortNameIcon({ status }: { status: ShortNameStatus }) {
  if (status.state === 'loading') return <Spinner className="text-brand" />
  if (status.state === 'clear')
    return (
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="#059669" strokeWidth="3" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    )
  return null
}
