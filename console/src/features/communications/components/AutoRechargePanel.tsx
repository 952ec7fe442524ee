import { Link } from 'react-router-dom'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField, toast } from '@congregate/ui'
import { Card, CardHeader } from '@/components/ui/Card'
import { QueryState } from '@/components/ui/QueryState'
import { Switch } from '@/components/ui/Switch'
import { cardLabel } from '@/components/payment-cards/api'
import { ApiError } from '@/lib/api-client'
import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { formatCount, formatExpiry } from '@/lib/format'
import { useAutoRecharge, useUpdateAutoRecharge, type AutoRecharge } from '../api/purchases'
import { autoRechargeSchema, type AutoRechargeFormValues } from '../lib/buy-credits-form'
import { CARDS_ON_FILE } from '../paths'

/** Auto-recharge: buy credits with the default card when the available credits fall below a threshold. */
export function AutoRechargePanel() {
  const q = useAutoRecharge()
  return (
    <Card aria-labelledby="auto-recharge-title">
      <CardHeader
        title={<span id="auto-recharge-title">Auto-recharge</span>}
        description="Buy credits automatically with your default card before they run out, so scheduled messages and greetings keep going out."
      />
      <QueryState query={q}>{(ar) => <AutoRechargeForm key={JSON.stringify(ar)} saved={ar} />}</QueryState>
    </Card>
  )
}

function AutoRechargeForm({ saved }: { saved: AutoRecharge }) {
  const cardsAllowed = canOpen(useCurrentProfile().userRolesAndPermissions, 'generosity')
  const update = useUpdateAutoRecharge()
  const defaults: AutoRechargeFormValues = {
    enabled: saved.enabled,
    thresholdCredits: String(saved.thresholdCredits || 500),
    rechargeCredits: String(saved.rechargeCredits || 1000),
  }
  const form = useZodForm(autoRechargeSchema, { defaultValues: defaults })
  const dirty = form.formState.isDirty

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (ar) =>
        toast.success(ar.enabled ? 'Auto-recharge is on' : 'Auto-recharge is off', ar.enabled ? `${formatCount(ar.rechargeCredits)} credits are bought when fewer than ${formatCount(ar.thresholdCredits)} are available.` : undefined),
      onError: (e) => {
        if (e instanceof ApiError && e.handled) return
        form.setError('root', { message: e.message })
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate aria-label="Auto-recharge settings" className="flex flex-col gap-4 p-5">
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5 dark:border-neutral-800">
            <div>
              <p className="text-sm font-medium">
                {field.value ? 'On' : 'Off'}
              </p>
              <p className="text-xs text-slate-500 dark:text-neutral-400">{field.value ? 'Credits are bought when the balance runs low.' : 'Turn on to never run out of credits.'}</p>
            </div>
            <Switch label="Auto-recharge" checked={field.value} onChange={(v) => field.onChange(v)} />
          </div>
        )}
      />
      <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
        <TextField
          label="When available credits fall below"
          inputMode="numeric"
          autoComplete="off"
          hint="0 to 1,000,000 credits"
          {...form.register('thresholdCredits')}
          error={fieldError(form, 'thresholdCredits')}
        />
        <TextField
          label="Buy this many credits"
          inputMode="numeric"
          autoComplete="off"
          hint="100 to 1,000,000 credits"
          {...form.register('rechargeCredits')}
          error={fieldError(form, 'rechargeCredits')}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-neutral-400" data-testid="auto-recharge-card">
        {saved.card ? (
          <>
            Charged to your default card, <strong className="font-medium text-slate-800 dark:text-neutral-200">{cardLabel(saved.card)}</strong> (expires {formatExpiry(saved.card.expMonth, saved.card.expYear)}).{' '}
          </>
        ) : (
          <>Auto-recharge charges your default card, and there is no card on file yet. </>
        )}
        {cardsAllowed && (
          <Link to={CARDS_ON_FILE} className="font-medium text-brand-ink hover:underline">
            {saved.card ? 'Change cards' : 'Add a card'}
          </Link>
        )}
      </p>
      {form.formState.errors.root && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
          {form.formState.errors.root.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {dirty && (
          <Button variant="secondary" onClick={() => form.reset(defaults)}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          Save auto-recharge
        </Button>
      </div>
    </form>
  )
}
