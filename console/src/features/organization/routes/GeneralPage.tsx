import { useState } from 'react'
import { TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { TextAreaField } from '@/components/ui/Select'
import { useOrganization } from '../api/get-organization'
import type { GeneralInfo } from '../api/types'
import { useUpdateGeneral } from '../api/update-general'
import { FormCard, Wide } from '../components/FormCard'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { changedFields, hasErrors, validateGeneral, type Errors, type GeneralField } from '../lib/validation'

export default function GeneralPage() {
  const q = useOrganization()
  return (
    <OrgShell help="organization.general" title="General" description="Your church's name and contact details, shown on the sign-in screen, e-mails and exports.">
      <QueryState query={q}>{(org) => <GeneralForm key={JSON.stringify(org.general)} initial={org.general} />}</QueryState>
    </OrgShell>
  )
}

type Draft = Omit<GeneralInfo, 'shortName'>

function GeneralForm({ initial }: { initial: GeneralInfo }) {
  const { shortName, ...start } = initial
  const [draft, setDraft] = useState<Draft>(start)
  const [errors, setErrors] = useState<Errors<GeneralField>>({})
  const save = useUpdateGeneral()
  const changes = changedFields(start, draft)
  const dirty = Object.keys(changes).length > 0

  const set = (k: GeneralField) => (v: string) => {
    setDraft((d) => ({ ...d, [k]: v }))
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }))
  }
  const submit = () => {
    const e = validateGeneral(draft)
    setErrors(e)
    if (hasErrors(e)) return
    save.mutate(changes)
  }

  return (
    <FormCard
      title="Organisation details"
      description="Changes apply to the whole console at once."
      dirty={dirty}
      saving={save.isPending}
      onSubmit={submit}
      onDiscard={() => {
        setDraft(start)
        setErrors({})
      }}
    >
      <TextField label="Organisation name" name="fullName" value={draft.fullName} onChange={(e) => set('fullName')(e.target.value)} error={errors.fullName} maxLength={100} required autoComplete="organization" />
      <TextField label="Short name" name="shortName" value={shortName} readOnly disabled hint="Part of your console's address; it cannot change." />
      <TextField label="E-mail" name="email" type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} maxLength={100} required autoComplete="email" />
      <PhoneField label="Phone" name="phone" value={draft.phone || undefined} onChange={(v) => set('phone')(v ?? '')} error={errors.phone} />
      <TextField label="Website" name="website" type="url" value={draft.website} onChange={(e) => set('website')(e.target.value)} error={errors.website} placeholder="https://" hint="Shown on e-mails and as a QR code." />
      <TextField
        label="Terms of service link"
        name="termsOfService"
        type="url"
        value={draft.termsOfService}
        onChange={(e) => set('termsOfService')(e.target.value)}
        error={errors.termsOfService}
        placeholder="https://"
        hint="Linked from the sign-up screen."
      />
      <Wide>
        <TextAreaField label="Address" name="address" value={draft.address} onChange={(e) => set('address')(e.target.value)} error={errors.address} rows={3} maxLength={300} autoComplete="street-address" />
      </Wide>
    </FormCard>
  )
}
