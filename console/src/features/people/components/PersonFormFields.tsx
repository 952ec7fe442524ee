import type { ReactNode } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { fieldError } from '@congregate/ui/forms'
import { TextField } from '@congregate/ui'
import { PhoneField } from '@/components/PhoneField'
import { SelectField } from '@/components/ui/Select'
import { useCustomFields } from '../api/custom-fields'
import { useNameList } from '../api/name-lists'
import { isoDay } from '../lib/format'
import { GENDER_OPTIONS, MARITAL_OPTIONS, type PersonFormValues } from '../lib/person-form'

export type PersonForm = UseFormReturn<PersonFormValues, unknown, PersonFormValues>

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">{title}</legend>
      <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">{children}</div>
    </fieldset>
  )
}

/** The person fields shared by "Add person" and "Edit". */
export function PersonFormFields({ form, envelopeAction }: { form: PersonForm; envelopeAction?: ReactNode }) {
  const titles = useNameList('titles')
  const types = useNameList('membership-types')
  const today = isoDay(new Date())
  const text = (k: Exclude<keyof PersonFormValues, 'custom' | 'createLogin' | 'mobile'>) => ({ ...form.register(k), error: fieldError(form, k) })
  // Controlled: their options arrive after the form mounts, and the value must wait for them.
  const listed = (k: 'titleId' | 'membershipTypeId') => ({ ...form.register(k), value: form.watch(k) })
  return (
    <div className="flex flex-col gap-6">
      <Section title="Name">
        <SelectField label="Title" placeholder="None" options={(titles.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} {...listed('titleId')} />
        <TextField label="First name *" autoComplete="off" maxLength={100} {...text('firstName')} />
        <TextField label="Middle name" autoComplete="off" maxLength={100} {...text('middleName')} />
        <TextField label="Last name *" autoComplete="off" maxLength={100} {...text('lastName')} />
      </Section>
      <Section title="Contact">
        <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
        <Controller
          control={form.control}
          name="mobile"
          render={({ field, fieldState }) => (
            <PhoneField label="Mobile" name="mobile" value={field.value} onChange={field.onChange} error={fieldState.error?.message} autoComplete="off" />
          )}
        />
        <TextField label="Address" autoComplete="off" {...text('address')} />
        <TextField label="City" autoComplete="off" {...text('city')} />
        <TextField label="State / province" autoComplete="off" {...text('state')} />
        <TextField label="Postal code" autoComplete="off" {...text('postalCode')} />
        <TextField label="Country" autoComplete="off" {...text('country')} />
      </Section>
      <Section title="Personal">
        <SelectField label="Gender" placeholder="Not recorded" options={GENDER_OPTIONS} {...form.register('gender')} />
        <TextField label="Birthday" type="date" max={today} {...text('birthDate')} />
        <SelectField label="Marital status" placeholder="Not recorded" options={MARITAL_OPTIONS} {...form.register('maritalStatus')} />
        <TextField label="Wedding anniversary" type="date" max={today} {...text('weddingDate')} />
        <TextField label="Occupation" autoComplete="off" {...text('occupation')} />
      </Section>
      <Section title="Church">
        <SelectField label="Membership type" placeholder="Church default" options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} {...listed('membershipTypeId')} />
        <TextField label="Joined the church" type="date" max={today} {...text('joinDate')} />
        <div className="flex flex-col gap-1">
          <TextField label="Envelope ID" autoComplete="off" placeholder="Generated when left empty" maxLength={30} {...text('envelopeId')} />
          {envelopeAction}
        </div>
      </Section>
      <CustomFieldsSection form={form} />
    </div>
  )
}

/** The church's own fields (people settings), when it has any. */
function CustomFieldsSection({ form }: { form: PersonForm }) {
  const fields = useCustomFields()
  if (!fields.data?.length) return null
  return (
    <Section title="More details">
      {fields.data.map((f) => {
        const field = { ...form.register(`custom.${f.id}`), error: fieldError(form, `custom.${f.id}`) }
        switch (f.kind) {
          case 'select':
            return <SelectField key={f.id} label={f.name} placeholder="Not set" options={f.options.map((o) => ({ value: o, label: o }))} {...field} />
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
                {...field}
              />
            )
          case 'date':
            return <TextField key={f.id} label={f.name} type="date" {...field} />
          case 'number':
            return <TextField key={f.id} label={f.name} type="number" inputMode="decimal" step="any" {...field} />
          default:
            return <TextField key={f.id} label={f.name} autoComplete="off" maxLength={500} {...field} />
        }
      })}
    </Section>
  )
}
