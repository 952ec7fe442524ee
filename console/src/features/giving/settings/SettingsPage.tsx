import { Controller } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { Switch } from '@/components/ui/Switch'
import { useAvailableCodes, useGivingSettings, useUpdateGivingSettings, type GivingSettings } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { GIVING } from '../paths'

const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'NGN', 'GHS', 'KES', 'ZAR', 'JPY'] as const

const text = (max: number, what: string) => z.string().max(max, `${what} must be at most ${max.toLocaleString('en-US')} characters`)

const schema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
  defaultFundId: z.string(),
  statementIntro: text(2000, 'The statement introduction'),
  statementLegalText: text(2000, 'The statement legal text'),
  statementSignatory: text(200, 'The signatory'),
  givePageMessage: text(1000, 'The give page message'),
  bankTransferDetails: text(2000, 'The bank transfer details'),
  textToGiveKeyword: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .refine((s) => s === '' || /^[A-Z0-9]{2,20}$/.test(s), 'A text-to-give keyword is 2 to 20 letters or digits'),
  onlineGivingEnabled: z.boolean(),
})

export default function SettingsPage() {
  const q = useGivingSettings()
  return (
    <GivingShell title="Giving settings" description="The currency, the default code, what statements say and how people can give.">
      {q.isPending ? <LoadingSkeleton kind="form" /> : q.isError ? <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} /> : <SettingsForm settings={q.data} />}
    </GivingShell>
  )
}

function SettingsForm({ settings }: { settings: GivingSettings }) {
  const save = useUpdateGivingSettings()
  const codes = useAvailableCodes()
  const form = useZodForm(schema, {
    defaultValues: {
      currency: settings.currency,
      defaultFundId: settings.defaultFundId ? String(settings.defaultFundId) : '',
      statementIntro: settings.statementIntro,
      statementLegalText: settings.statementLegalText,
      statementSignatory: settings.statementSignatory,
      givePageMessage: settings.givePageMessage,
      bankTransferDetails: settings.bankTransferDetails,
      textToGiveKeyword: settings.textToGiveKeyword,
      onlineGivingEnabled: settings.onlineGivingEnabled,
    },
  })
  const currencies = CURRENCIES.includes(settings.currency as (typeof CURRENCIES)[number]) ? CURRENCIES : [settings.currency, ...CURRENCIES]
  return (
    <form
      aria-label="Giving settings"
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((v) => save.mutate({ ...v, defaultFundId: v.defaultFundId ? Number(v.defaultFundId) : null }, { onSuccess: (s) => form.reset({ ...v, textToGiveKeyword: s.textToGiveKeyword }) }))}
    >
      <Card>
        <CardHeader title="Money" />
        <div className="grid gap-4 p-5 sm:grid-cols-2">
          <SelectField
            label="Currency"
            options={currencies.map((c) => ({ value: c, label: c }))}
            disabled={settings.hasContributions}
            hint={settings.hasContributions ? 'The currency cannot change once gifts are recorded.' : 'Every gift, report and statement is in this currency.'}
            error={fieldError(form, 'currency')}
            {...form.register('currency')}
          />
          <SelectField label="Default contribution code" placeholder="None" hint="Chosen first when a gift is added and on the give page." options={(codes.data?.items ?? []).map((f) => ({ value: String(f.id), label: f.name }))} {...form.register('defaultFundId')} />
        </div>
      </Card>
      <Card>
        <CardHeader title="Contribution statements" description="Printed on every donor's statement." />
        <div className="flex flex-col gap-4 p-5">
          <TextAreaField label="Introduction" rows={3} error={fieldError(form, 'statementIntro')} {...form.register('statementIntro')} />
          <TextAreaField label="Legal text" rows={3} hint="For example: No goods or services were provided in exchange for these contributions." error={fieldError(form, 'statementLegalText')} {...form.register('statementLegalText')} />
          <TextField label="Signatory" placeholder="Jane Doe, Treasurer" error={fieldError(form, 'statementSignatory')} {...form.register('statementSignatory')} />
        </div>
      </Card>
      <Card>
        <CardHeader title="Giving online and other ways" />
        <div className="flex flex-col gap-4 p-5">
          <Controller
            control={form.control}
            name="onlineGivingEnabled"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5 dark:border-neutral-800">
                <div>
                  <p className="text-sm font-medium">Online giving</p>
                  <p className="text-xs text-slate-500 dark:text-neutral-400">
                    The give page takes card and bank gifts through your church's Stripe account (<Link to={GIVING.merchantAccount} className="text-brand-ink underline">merchant account</Link>).
                  </p>
                </div>
                <Switch label="Online giving" checked={field.value} onChange={field.onChange} />
              </div>
            )}
          />
          <TextAreaField label="Give page message" rows={3} error={fieldError(form, 'givePageMessage')} {...form.register('givePageMessage')} />
          <TextAreaField label="Bank transfer details" rows={3} hint="Shown under other ways to give: account name, number, reference." error={fieldError(form, 'bankTransferDetails')} {...form.register('bankTransferDetails')} />
          <TextField label="Text-to-give keyword" maxLength={20} className="font-mono uppercase" hint="People text it to your church's number and get the giving link." autoComplete="off" error={fieldError(form, 'textToGiveKeyword')} {...form.register('textToGiveKeyword')} />
        </div>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  )
}
