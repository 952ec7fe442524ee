import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { MoneyField } from '@/components/MoneyField'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { formatMoney, today } from '@/lib/format'
import { METHODS, useAddContribution, useAvailableCodes, useChangeType, useGivingSettings, useVoidContribution, type Contribution, type GiftBody } from '../api/ledger'
import { giftSchema } from './gift-form'

/** "Add contribution": one gift entered by hand (source manual, counted at once). */
export function AddContributionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddContribution()
  return (
    <Modal
      open={open}
      title="Add contribution"
      description="A gift received in person. It counts in the totals as soon as it is saved."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="gift-form" loading={add.isPending}>
            Add contribution
          </Button>
        </>
      }
    >
      {open && <GiftForm onSubmit={(b) => add.mutate(b, { onSuccess: onClose })} />}
    </Modal>
  )
}

function GiftForm({ onSubmit }: { onSubmit: (b: GiftBody) => void }) {
  const settings = useGivingSettings()
  const codes = useAvailableCodes()
  const currency = settings.data?.currency ?? 'USD'
  const [schema] = useState(() => giftSchema(currency, today()))
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const form = useZodForm(schema, {
    defaultValues: { anonymous: false, personId: null, fundId: settings.data?.defaultFundId ? String(settings.data.defaultFundId) : '', amount: '', method: 'cash', chequeNumber: '', receivedOn: today(), note: '' },
  })
  const anonymous = form.watch('anonymous')
  const method = form.watch('method')
  return (
    <form id="gift-form" aria-label="Add contribution" noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      {!anonymous && (
        <PersonPicker
          label="Giver"
          popup="inline"
          value={person}
          onChange={(p) => {
            setPerson(p)
            form.setValue('personId', p?.id ?? null, { shouldValidate: !!p })
          }}
          error={fieldError(form, 'personId')}
        />
      )}
      <Controller control={form.control} name="anonymous" render={({ field }) => (
          <Checkbox checked={field.value} onChange={field.onChange}>
            Anonymous gift (no giver recorded)
          </Checkbox>
        )} />
      <SelectField label="Contribution code" placeholder="Choose a code" options={(codes.data?.items ?? []).map((f) => ({ value: String(f.id), label: `${f.name} (${f.code})` }))} error={fieldError(form, 'fundId')} {...form.register('fundId')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => <MoneyField label="Amount" currency={currency} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} inputRef={field.ref} error={fieldState.error?.message} />}
        />
        <TextField label="Date received" type="date" max={today()} error={fieldError(form, 'receivedOn')} {...form.register('receivedOn')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Payment method" options={METHODS} error={fieldError(form, 'method')} {...form.register('method')} />
        {method === 'cheque' && <TextField label="Cheque number" autoComplete="off" maxLength={50} error={fieldError(form, 'chequeNumber')} {...form.register('chequeNumber')} />}
      </div>
      <TextAreaField label="Note (optional)" rows={2} maxLength={1000} error={fieldError(form, 'note')} {...form.register('note')} />
    </form>
  )
}

/** Voids a gift: it stays on record, struck through, and leaves every total. */
export function VoidDialog({ gift, onClose }: { gift: Contribution | null; onClose: () => void }) {
  const voidGift = useVoidContribution()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => (setReason(''), setError(null), onClose())
  return (
    <Modal
      open={!!gift}
      size="sm"
      title="Void this gift?"
      description={gift ? `${formatMoney(gift.amountMinor, gift.currency)} from ${gift.personName} on ${gift.receivedOn} to ${gift.fundName}. It stays on record, marked void, and leaves every total and statement.` : undefined}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={voidGift.isPending}
            onClick={() => {
              if (!reason.trim()) return setError('Give a reason for voiding this gift')
              if (gift) voidGift.mutate({ id: gift.id, reason: reason.trim() }, { onSuccess: close })
            }}
          >
            Void gift
          </Button>
        </>
      }
    >
      <TextAreaField label="Reason" rows={3} maxLength={500} value={reason} onChange={(e) => (setReason(e.target.value), setError(null))} error={error} hint="For example: entered twice, cheque returned." />
    </Modal>
  )
}

/** Moves a gift to another contribution code (the spec's "change a transaction's contribution type"). */
export function ChangeTypeDialog({ gift, onClose }: { gift: Contribution | null; onClose: () => void }) {
  const change = useChangeType()
  const codes = useAvailableCodes()
  const [fundId, setFundId] = useState('')
  const close = () => (setFundId(''), onClose())
  const options = (codes.data?.items ?? []).filter((f) => f.id !== gift?.fundId).map((f) => ({ value: String(f.id), label: `${f.name} (${f.code})` }))
  return (
    <Modal
      open={!!gift}
      size="sm"
      title="Change contribution type"
      description={gift ? `${formatMoney(gift.amountMinor, gift.currency)} from ${gift.personName}, now in ${gift.fundName}.` : undefined}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button loading={change.isPending} disabled={!fundId} onClick={() => gift && change.mutate({ id: gift.id, fundId: Number(fundId) }, { onSuccess: close })}>
            Move gift
          </Button>
        </>
      }
    >
      <SelectField label="New contribution code" placeholder="Choose a code" options={options} value={fundId} onChange={(e) => setFundId(e.target.value)} />
    </Modal>
  )
}
