import type { ReactNode } from 'react'
import { TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { SelectField } from '@/components/ui/Select'
import { useCustomFields, type CustomField } from '../api/custom-fields'
import { useNameList } from '../api/name-lists'
import { isoDay } from '../lib/format'
import { GENDER_OPTIONS, MARITAL_OPTIONS, type PersonFormErrors, type PersonFormValues } from '../lib/person-form'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">{title}</legend>
      <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">{children}</div>
    </fieldset>
  )
}

/** The person fields shared by "Add person" and "Edit". */
export function PersonFormFields({ values, errors, onChange, envelopeAction }: { values: PersonFormValues; errors: PersonFormErrors; onChange: (patch: Partial<PersonFormValues>) => void; envelopeAction?: ReactNode }) {
  const titles = useNameList('titles')
  const types = useNameList('membership-types')
  const today = isoDay(new Date())
  const text = (k: keyof PersonFormValues) => ({
    value: (values[k] as string) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [k]: e.target.value } as Partial<PersonFormValues>),
    error: errors[k],
    name: k,
  })
  return (
    <div className="flex flex-col gap-6">
      <Section title="Name">
        <SelectField label="Title" placeholder="None" options={(titles.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} value={values.titleId} onChange={(e) => onChange({ titleId: e.target.value })} />
        <TextField label="First name *" autoComplete="off" maxLength={100} {...text('firstName')} />
        <TextField label="Middle name" autoComplete="off" maxLength={100} {...text('middleName')} />
        <TextField label="Last name *" autoComplete="off" maxLength={100} {...text('lastName')} />
      </Section>
      <Section title="Contact">
        <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
        <PhoneField label="Mobile" name="mobile" value={values.mobile} onChange={(v) => onChange({ mobile: v })} error={errors.mobile} autoComplete="off" />
        <TextField label="Address" autoComplete="off" {...text('address')} />
        <TextField label="City" autoComplete="off" {...text('city')} />
        <TextField label="State / province" autoComplete="off" {...text('state')} />
        <TextField label="Postal code" autoComplete="off" {...text('postalCode')} />
        <TextField label="Country" autoComplete="off" {...text('country')} />
      </Section>
      <Section title="Personal">
        <SelectField label="Gender" placeholder="Not recorded" options={GENDER_OPTIONS} value={values.gender} onChange={(e) => onChange({ gender: e.target.value as PersonFormValues['gender'] })} />
        <TextField label="Birthday" type="date" max={today} {...text('birthDate')} />
        <SelectField label="Marital status" placeholder="Not recorded" options={MARITAL_OPTIONS} value={values.maritalStatus} onChange={(e) => onChange({ maritalStatus: e.target.value as PersonFormValues['maritalStatus'] })} />
        <TextField label="Wedding anniversary" type="date" max={today} {...text('weddingDate')} />
        <TextField label="Occupation" autoComplete="off" {...text('occupation')} />
      </Section>
      <Section title="Church">
        <SelectField
          label="Membership type"
          placeholder="Church default"
          options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={values.membershipTypeId}
          onChange={(e) => onChange({ membershipTypeId: e.target.value })}
        />
        <TextField label="Joined the church" type="date" max={today} {...text('joinDate')} />
        <div className="flex flex-col gap-1">
          <TextField label="Envelope ID" autoComplete="off" placeholder="Generated when left empty" maxLength={30} {...text('envelopeId')} />
          {envelopeAction}
        </div>
      </Section>
      <CustomFieldsSection values={values} errors={errors} onChange={onChange} />
    </div>
  )
}

/** The church's own fields (people settings), when it has any. */
function CustomFieldsSection({ values, errors, onChange }: { values: PersonFormValues; errors: PersonFormErrors; onChange: (patch: Partial<PersonFormValues>) => void }) {
  const fields = useCustomFields()
  if (!fields.data?.length) return null
  const set = (f: CustomField, v: string) => onChange({ custom: { ...values.custom, [f.id]: v } })
  return (
    <Section title="More details">
      {fields.data.map((f) => {
        const value = values.custom[f.id] ?? ''
        const error = errors[`custom.${f.id}`]
        switch (f.kind) {
          case 'select':
            return <SelectField key={f.id} label={f.name} placeholder="Not set" options={f.options.map((o) => ({ value: o, label: o }))} value={value} error={error} onChange={(e) => set(f, e.target.value)} />
          case 'checkbox':
            return (
              <SelectField
                key={f.id}
                label={f.name}
                placeholder="Not set"
                options={[
                  { value: 'true', label: 'Yes' },
                  { value: 'false', label: 'No' },
                ]}
                value={value}
                error={error}
                onChange={(e) => set(f, e.target.value)}
              />
            )
          case 'date':
            return <TextField key={f.id} label={f.name} type="date" value={value} error={error} onChange={(e) => set(f, e.target.value)} />
          case 'number':
            return <TextField key={f.id} label={f.name} type="number" inputMode="decimal" step="any" value={value} error={error} onChange={(e) => set(f, e.target.value)} />
          default:
            return <TextField key={f.id} label={f.name} autoComplete="off" maxLength={500} value={value} error={error} onChange={(e) => set(f, e.target.value)} />
        }
      })}
    </Section>
  )
}
