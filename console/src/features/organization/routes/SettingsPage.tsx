import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError } from '@congregate/ui/forms'
import { getCountries } from 'react-phone-number-input'
import { Badge, Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { cn, inputClass, RadioGroup, TextField } from '@congregate/ui'
import { SelectField } from '@/components/ui/Select'
import { useSystemSettings } from '../api/get-system-settings'
import { useTooltips } from '@/lib/tooltips'
import type { SystemSettings, Tooltip } from '../api/types'
import { useUpdateSystemSettings } from '../api/update-system-settings'
import { FormCard } from '../components/FormCard'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { TooltipEditor } from '../components/TooltipEditor'
import { formatDateTime } from '@/lib/format'
import { useAccess } from '@/lib/access'
import { CURRENCIES, DATE_FORMATS, countryLabel, currencyLabel, formatWith, timeZones } from '../lib/settings-options'
import { useSettingsForm } from '../lib/settings-form'
import { systemSettingsSchema } from '../lib/validation'

export default function SettingsPage() {
  const q = useSystemSettings()
  return (
    <OrgShell title="Settings" description="How the console shows money, dates and times, and the help texts your staff see." help="organization.settings">
      <QueryState query={q}>{(s) => <SystemSettingsForm key={JSON.stringify(s)} initial={s} />}</QueryState>
      <TooltipsCard />
    </OrgShell>
  )
}

function SystemSettingsForm({ initial }: { initial: SystemSettings }) {
  const { sessionTimeoutMs, ...saved } = initial
  const save = useUpdateSystemSettings()
  const { form, card } = useSettingsForm(systemSettingsSchema, saved, (changes) => save.mutate(changes))
  const sample = useMemo(() => new Date(), [])
  const zones = useMemo(() => timeZones(saved.timezone), [saved.timezone])
  const countries = useMemo(
    () =>
      getCountries()
        .map((c) => ({ value: c, label: `${countryLabel(c)} (${c})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  )

  return (
    <FormCard title="System settings" description="Used across every module of the console." saving={save.isPending} {...card}>
      <SelectField label="Currency" {...form.register('currency')} options={CURRENCIES.map((c) => ({ value: c, label: currencyLabel(c) }))} />
      <SelectField label="Time zone" {...form.register('timezone')} options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))} hint="Dates in reports and the audit follow this zone." />
      <SelectField
        label="Date format"
        {...form.register('dateFormat')}
        options={DATE_FORMATS.map((f) => ({ value: f, label: `${formatWith(f, sample)}  (${f})` }))}
      />
      <SelectField label="Default country" {...form.register('defaultCountry')} options={countries} hint="Phone numbers typed without a country code are read as this country's; pre-selected in phone fields." />
      <TextField
        label="Support e-mail"
        type="email"
        {...form.register('supportEmail')}
        error={fieldError(form, 'supportEmail')}
        hint="Where staff are sent when they need help."
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-neutral-300">Weeks start on</span>
        <div className="flex h-10 items-center">
          <Controller
            control={form.control}
            name="weekStartsOn"
            render={({ field }) => (
              <RadioGroup
                name="weekStartsOn"
                legend="Weeks start on"
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: 'sunday', label: 'Sunday' },
                  { value: 'monday', label: 'Monday' },
                ]}
              />
            )}
          />
        </div>
      </div>
      <TextField label="Session timeout" value={`${Math.round(sessionTimeoutMs / 60_000)} minutes of inactivity`} readOnly disabled hint="Fixed by the platform for your security." />
    </FormCard>
  )
}

function TooltipsCard() {
  const q = useTooltips()
  const { canWrite } = useAccess()
  const [filter, setFilter] = useState('')
  const [editing, setEditing] = useState<Tooltip | null>(null)
  const items = (q.data ?? []).filter((t) => {
    const f = filter.trim().toLowerCase()
    return !f || t.title.toLowerCase().includes(f) || t.comment.toLowerCase().includes(f) || t.key.includes(f)
  })
  return (
    <Card>
      <CardHeader
        title="Help texts"
        description="The comments behind the Help button of each page. Reword them for your staff; reset brings back ours."
        actions={<input type="search" aria-label="Filter help texts" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Filter…" className={cn(inputClass, 'w-56 max-[500px]:w-full')} />}
      />
      <QueryState query={q} skeleton="table">
        {() =>
          items.length === 0 ? (
            <EmptyState title="No help texts match" message="Try another word." />
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
              {items.map((t) => (
                <li key={t.key} className="flex flex-wrap items-start gap-3 px-5 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                      {t.title}
                      <code className="text-xs font-normal text-slate-500 dark:text-neutral-400">{t.key}</code>
                      {t.isCustom && <Badge tone="brand">Custom</Badge>}
                    </p>
                    <p className="mt-0.5 text-sm whitespace-pre-line text-slate-600 dark:text-neutral-300">{t.comment}</p>
                    {t.isCustom && t.updatedAt && <p className="mt-1 text-xs text-slate-500 dark:text-neutral-400">Changed {formatDateTime(t.updatedAt)}</p>}
                  </div>
                  {canWrite && (
                    <button type="button" onClick={() => setEditing(t)} className="text-sm font-semibold text-brand-ink hover:underline" aria-label={`Edit help text ${t.title}`}>
                      Edit
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <TooltipEditor tooltip={editing} onClose={() => setEditing(null)} />
    </Card>
  )
}
