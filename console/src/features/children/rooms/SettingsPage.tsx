import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { useChildrenSettings, useUpdateChildrenSettings, type ChildrenSettings } from '../api/rooms'
import { ChildrenShell } from './ChildrenShell'
import { SwitchRow } from './SwitchRow'

// The server's rules (childrensettings): a label size of 4x2in or 62mm, 1 to 52 weeks.
export const settingsSchema = z.object({
  labelSize: z.enum(['4x2in', '62mm'], { message: 'Choose a label size' }),
  checkoutCode: z.boolean(),
  notSeenWeeks: z.coerce.number({ message: 'Weeks are 1 to 52' }).int('Weeks are 1 to 52').min(1, 'Weeks are 1 to 52').max(52, 'Weeks are 1 to 52'),
  printAllergies: z.boolean(),
})

const LABEL_SIZES = [
  { value: '4x2in', label: '4 × 2 in (Dymo, Brother 4" rolls)' },
  { value: '62mm', label: '62 mm (Brother QL continuous)' },
]

export default function SettingsPage() {
  const q = useChildrenSettings()
  return (
    <ChildrenShell title="Children's settings" description="Labels, the check-out code and when a child counts as not seen.">
      {q.isPending ? <LoadingSkeleton kind="form" /> : q.isError ? <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} /> : <SettingsForm settings={q.data} />}
    </ChildrenShell>
  )
}

function SettingsForm({ settings }: { settings: ChildrenSettings }) {
  const save = useUpdateChildrenSettings()
  const form = useZodForm(settingsSchema, { defaultValues: settings })
  const submit = form.handleSubmit((v) => save.mutate(v, { onSuccess: () => form.reset(v) }))
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-3xl flex-col gap-6">
      <Card>
        <CardHeader title="Labels" description="What the station prints when a child checks in." />
        <div className="flex flex-col gap-5 p-5">
          <SelectField label="Label size" options={LABEL_SIZES} error={fieldError(form, 'labelSize')} {...form.register('labelSize')} />
          <Controller control={form.control} name="printAllergies" render={({ field }) => <SwitchRow label="Print allergies" hint="The child's label lists their food allergies." checked={field.value} onChange={field.onChange} />} />
        </div>
      </Card>
      <Card>
        <CardHeader title="Check-out and follow-up" />
        <div className="flex flex-col gap-5 p-5">
          <Controller control={form.control} name="checkoutCode" render={({ field }) => <SwitchRow label="Check-out code required" hint="A child is released only against the code on the parent's label." checked={field.value} onChange={field.onChange} />} />
          <div className="max-w-xs">
            <TextField label="Not seen after (weeks)" hint="1 to 52; the not-seen report starts here." inputMode="numeric" error={fieldError(form, 'notSeenWeeks')} {...form.register('notSeenWeeks')} />
          </div>
        </div>
      </Card>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset(settings)}>
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  )
}
