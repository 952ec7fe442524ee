import { Controller } from 'react-hook-form'
import { fieldError } from '@congregate/ui/forms'
import { TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { TextAreaField } from '@/components/ui/Select'
import { useOrganization } from '../api/get-organization'
import type { GeneralInfo } from '../api/types'
import { useUpdateGeneral } from '../api/update-general'
import { FormCard, Wide } from '../components/FormCard'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { useSettingsForm } from '../lib/settings-form'
import { generalSchema } from '../lib/validation'

export default function GeneralPage() {
  const q = useOrganization()
  return (
    <OrgShell help="organization.general" title="General" description="Your church's name and contact details, shown on the sign-in screen, e-mails and exports.">
      <QueryState query={q}>{(org) => <GeneralForm key={JSON.stringify(org.general)} initial={org.general} />}</QueryState>
    </OrgShell>
  )
}

function GeneralForm({ initial }: { initial: GeneralInfo }) {
  const { shortName, ...saved } = initial
  const save = useUpdateGeneral()
  const { form, card } = useSettingsForm(generalSchema, saved, (changes) => save.mutate(changes))
  const field = (name: 'fullName' | 'email' | 'website' | 'termsOfService' | 'address') => ({ ...form.register(name), error: fieldError(form, name) })

  return (
    <FormCard title="Organisation details" description="Changes apply to the whole console at once." saving={save.isPending} {...card}>
      <TextField label="Organisation name" {...field('fullName')} maxLength={100} required autoComplete="organization" />
      <TextField label="Short name" name="shortName" value={shortName} readOnly disabled hint="Part of your console's address; it cannot change." />
      <TextField label="E-mail" type="email" {...field('email')} maxLength={100} required autoComplete="email" />
      <Controller
        control={form.control}
        name="phone"
        render={({ field: f }) => <PhoneField label="Phone" name="phone" value={f.value || undefined} onChange={(v) => f.onChange(v ?? '')} error={fieldError(form, 'phone')} />}
      />
      <TextField label="Website" type="url" {...field('website')} placeholder="https://" hint="Shown on e-mails and as a QR code." />
      <TextField
        label="Terms of service link"
        type="url"
        {...field('termsOfService')}
        placeholder="https://"
        hint="Linked from the sign-up screen."
      />
      <Wide>
        <TextAreaField label="Address" {...field('address')} rows={3} maxLength={300} autoComplete="street-address" />
      </Wide>
    </FormCard>
  )
}
