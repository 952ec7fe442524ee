import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm, type BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { useCustomFields } from '../api/custom-fields'
import { useRecordsPerPage } from '../api/get-records-per-page'
import { useNameList } from '../api/name-lists'
import { usePeopleSettings, useUpdatePeopleSettings, type PeopleSettings } from '../api/people-settings'
import { CustomFieldsCard } from '../components/CustomFieldsCard'
import { PeopleShell } from '../components/PeopleShell'
import { RecordsPerPage } from '../components/RecordsPerPage'
import { DEFAULT_COLUMNS, PEOPLE_COLUMNS, isLocked, loadColumns, saveColumns, toggleColumn, type ColumnId } from '../lib/columns'

/** The "New people" form: the values as the fields hold them, the output the update body. */
export const peopleSettingsSchema = z.object({
  envelopePrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,10}$/, 'Envelope prefix may hold up to 10 letters, digits or -'),
  defaultMembershipTypeId: z.string().transform((id) => (id ? Number(id) : undefined)),
}) satisfies BodySchema<ApiBody<'/api/people/settings/update'>>

export default function SettingsPage() {
  const settings = usePeopleSettings()
  const rpp = useRecordsPerPage()
  const [columns, setColumns] = useState<ColumnId[]>(loadColumns)
  const customFields = useCustomFields()


  return (
    <PeopleShell>
      <PageHeader title="People settings" description="Defaults for new people and how the directory looks to you." />
      <div className="grid grid-cols-2 items-start gap-6 max-[1000px]:grid-cols-1">
        <Card>
          <CardHeader title="New people" description="Applies to people added by hand or by import." />
          {settings.isPending ? (
            <div className="p-5">
              <Skeleton className="h-32" />
            </div>
          ) : settings.isError ? (
            <div className="p-5">
              <ErrorPanel message={settings.error.message} onRetry={() => settings.refetch()} />
            </div>
          ) : (
            <SettingsForm settings={settings.data} />
          )}
        </Card>
        <Card>
          <CardHeader title="Directory view" description="Personal to you." />
          <div className="flex flex-col gap-5 p-5">
            <div>
              <p className="mb-1 text-sm font-medium">Rows per page</p>
              <p className="mb-2 text-xs text-slate-500 dark:text-neutral-400">Saved to your account, on every device.</p>
              {rpp.data ? <RecordsPerPage value={rpp.data} /> : <Skeleton className="h-8 w-40" />}
            </div>
            <fieldset>
              <legend className="text-sm font-medium">Columns</legend>
              <p className="mb-2 text-xs text-slate-500 dark:text-neutral-400">Saved in this browser.</p>
              <div className="grid grid-cols-2 gap-1 max-[500px]:grid-cols-1">
                {[...PEOPLE_COLUMNS, ...(customFields.data ?? []).map((f) => ({ id: `custom:${f.id}` as ColumnId, label: f.name }))].map((c) => (
                  <label key={c.id} className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-50 dark:hover:bg-neutral-800">
                    <input type="checkbox" className="h-4 w-4 accent-[var(--brand-primary)]" checked={columns.includes(c.id)} disabled={isLocked(c.id)} onChange={() => setColumns(saveColumns(toggleColumn(columns, c.id)))} />
                    {c.label}
                  </label>
                ))}
              </div>
              <button type="button" onClick={() => setColumns(saveColumns([...DEFAULT_COLUMNS]))} className="mt-2 text-xs font-medium text-brand-ink hover:underline">
                Reset to default
              </button>
            </fieldset>
          </div>
        </Card>
      </div>
      <CustomFieldsCard />
    </PeopleShell>
  )
}

/** Mounted once the settings arrive, so the fields start from them. */
function SettingsForm({ settings }: { settings: PeopleSettings }) {
  const update = useUpdatePeopleSettings()
  const types = useNameList('membership-types')
  const form = useZodForm(peopleSettingsSchema, {
    defaultValues: { envelopePrefix: settings.envelopePrefix, defaultMembershipTypeId: settings.defaultMembershipTypeId ? String(settings.defaultMembershipTypeId) : '' },
  })
  const preview = `${form.watch('envelopePrefix').trim()}${String(settings.nextEnvelopeNumber).padStart(6, '0')}`

  return (
    <form onSubmit={form.handleSubmit((body) => update.mutate(body))} noValidate className="flex flex-col gap-4 p-5" aria-label="People settings">
      <TextField label="Envelope ID prefix" maxLength={10} error={fieldError(form, 'envelopePrefix')} hint={`The next generated envelope ID will look like ${preview}`} {...form.register('envelopePrefix')} />
      <SelectField label="Default membership type" options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} hint="Given to new people when no type is chosen." {...form.register('defaultMembershipTypeId')} value={form.watch('defaultMembershipTypeId')} />
      <div>
        <Button type="submit" loading={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  )
}
