import type { FormEvent, ReactNode } from 'react'
import { Card } from '@/components/layout/Hero'
import { Checkbox, PasswordField, PhoneField, Spinner, TextField } from '@congregate/ui'
import { sanitizeShortName } from '@/lib/validation'
import type { DetailsErrors, DetailsValues } from '../details'
import { validateDetails } from '../details-rules'
import type { ShortNameStatus } from '../short-name'
import { AddressField } from './AddressField'

export interface DetailsFormProps {
  /** The id the price bar's "Continue to OTP" submits. */
  formId: string
  values: DetailsValues
  errors: DetailsErrors
  /** After a first attempt the messages follow the input: errors come with every change. */
  submitted: boolean
  onChange: (next: DetailsValues, errors?: DetailsErrors) => void
  /** "Continue to OTP" with the §5 verdict on the form. */
  onSubmit: (errors: DetailsErrors) => void
  shortName: ShortNameStatus
  onShortNameBlur: () => void
  onShortNameFocus: () => void
  mapsApiKey: string | undefined
}

/** Step 3: the church and its first administrator (spec §3 "Onboarding form", §5 rules). */
export function DetailsForm({ formId, values: v, errors: e, submitted, onChange: emit, onSubmit, shortName, onShortNameBlur, onShortNameFocus, mapsApiKey }: DetailsFormProps) {
  function onChange(patch: Partial<DetailsValues>) {
    const next = { ...v, ...patch }
    emit(next, submitted ? validateDetails(next) : undefined)
  }
  const text = (k: keyof DetailsValues) => (ev: React.ChangeEvent<HTMLInputElement>) => onChange({ [k]: ev.target.value })
  function submit(ev: FormEvent) {
    ev.preventDefault()
    onSubmit(validateDetails(v))
  }
  const shortNameError = shortName.state === 'error' ? shortName.message : e.church_short_name
  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Church and admin details" className="flex flex-col gap-6">
      <Card title="Your church" subtitle="This is how your church appears to members and in your admin portal.">
        <Grid>
          <TextField label="Church Name" name="church_name" autoComplete="organization" value={v.church_name} onChange={text('church_name')} error={e.church_name} />
          <TextField
            label="Church Short Name"
            name="church_short_name"
            autoComplete="off"
            spellCheck={false}
            value={v.church_short_name}
            onChange={(ev) => onChange({ church_short_name: sanitizeShortName(ev.target.value) })}
            onBlur={onShortNameBlur}
            onFocus={onShortNameFocus}
            error={shortNameError}
            hint={<ShortNameHint status={shortName} />}
            adornment={<ShortNameIcon status={shortName} />}
          />
          <TextField label="Church Website" name="church_website" type="url" autoComplete="url" optional placeholder="https://" value={v.church_website} onChange={text('church_website')} error={e.church_website} />
          <TextField label="Church Email" name="church_email" type="email" autoComplete="email" value={v.church_email} onChange={text('church_email')} error={e.church_email} />
          <AddressField value={v.church_address} onChange={(church_address) => onChange({ church_address })} error={e.church_address} mapsApiKey={mapsApiKey} />
          <PhoneField label="Church Phone Number" name="church_phone_number" value={v.church_phone_number} onChange={(church_phone_number) => onChange({ church_phone_number })} error={e.church_phone_number} />
        </Grid>
      </Card>

      <Card title="Administrator" subtitle="The first super admin of your church. You can invite your team later.">
        <Grid>
          <TextField label="First Name" name="admin_firstname" autoComplete="given-name" value={v.admin_firstname} onChange={text('admin_firstname')} error={e.admin_firstname} />
          <TextField label="Last Name" name="admin_lastname" autoComplete="family-name" value={v.admin_lastname} onChange={text('admin_lastname')} error={e.admin_lastname} />
          <TextField label="Admin Email" name="admin_email" type="email" autoComplete="email" value={v.admin_email} onChange={text('admin_email')} error={e.admin_email} />
          <PhoneField label="Admin Phone Number" name="admin_phone_number" value={v.admin_phone_number} onChange={(admin_phone_number) => onChange({ admin_phone_number })} error={e.admin_phone_number} />
          <PasswordField
            label="Password"
            name="admin_password"
            autoComplete="new-password"
            value={v.admin_password}
            onChange={text('admin_password')}
            error={e.admin_password}
            hint="8–32 characters with upper and lower case, a number and one of @#$%!"
          />
          <PasswordField label="Confirm Password" name="confirm_password" autoComplete="new-password" value={v.confirm_password} onChange={text('confirm_password')} error={e.confirm_password} />
        </Grid>
        <div className="mt-6 border-t border-slate-100 pt-5">
          <Checkbox name="terms" checked={v.terms} onChange={(terms) => onChange({ terms })} error={e.terms}>
            I agree to the Congregate <span className="font-medium text-slate-900">Terms of Service</span> and <span className="font-medium text-slate-900">Privacy Policy</span>.
          </Checkbox>
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
