import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { useState } from 'react'
import { useAddBlocks } from '../api/do-not-contact'
import type { ConsentChannel } from '../api/types'
import { CONSENT_CHANNELS, doNotContactSchema, type DoNotContactBody, type DoNotContactValues } from '../lib/do-not-contact-form'

/** Add to the do-not-contact list: a person or a typed address, the channels, a note. */
export function AddBlockModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddBlocks()
  return (
    <Modal
      open={open}
      title="Add to the do-not-contact list"
      description="Nothing is sent to them on the chosen channels, anywhere in the product, until they opt back in."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="dnc-form" loading={add.isPending}>
            Add
          </Button>
        </>
      }
    >
      {open && <BlockForm onSubmit={(body) => add.mutate(body, { onSuccess: onClose })} />}
    </Modal>
  )
}

const EMPTY: DoNotContactValues = { personId: null, address: '', channels: [], note: '' }

function BlockForm({ onSubmit }: { onSubmit: (b: DoNotContactBody) => void }) {
  const form = useZodForm(doNotContactSchema, { defaultValues: EMPTY })
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const [mode, setMode] = useState<'person' | 'address'>('person')
  return (
    <form id="dnc-form" aria-label="Add to the do-not-contact list" noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-neutral-300">Who</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {(
            [
              ['person', 'A person in the directory'],
              ['address', 'A number or e-mail address'],
            ] as const
          ).map(([v, label]) => (
            <label key={v} className="inline-flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="dnc-who"
                checked={mode === v}
                onChange={() => {
                  setMode(v)
                  if (v === 'address') {
                    setPerson(null)
                    form.setValue('personId', null)
                  } else form.setValue('address', '')
                  form.clearErrors()
                }}
                className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
              />
              {label}
            </label>
          ))}
        </div>
        {mode === 'person' ? (
          <PersonPicker
            label="Person"
            popup="inline"
            value={person}
            error={fieldError(form, 'address')}
            onChange={(p) => {
              setPerson(p)
              form.setValue('personId', p?.id ?? null, { shouldValidate: form.formState.isSubmitted })
            }}
          />
        ) : (
          <TextField label="Phone number or e-mail" placeholder="+15551230000 or name@example.org" autoComplete="off" error={fieldError(form, 'address')} {...form.register('address')} />
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="channels"
        render={({ field, fieldState }) => (
          <fieldset className="flex flex-col gap-2" aria-invalid={!!fieldState.error || undefined} aria-describedby={fieldState.error ? 'dnc-channels-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-neutral-300">Channels</legend>
            <div className="grid grid-cols-2 gap-2 max-[500px]:grid-cols-1">
              {CONSENT_CHANNELS.map((c) => (
                <Checkbox key={c.value} name="channels" checked={field.value.includes(c.value)} onChange={(on) => field.onChange(on ? [...field.value, c.value] : field.value.filter((x: ConsentChannel) => x !== c.value))}>
                  {c.label}
                </Checkbox>
              ))}
            </div>
            {fieldState.error && (
              <p id="dnc-channels-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextAreaField label="Note" placeholder="e.g. Asked at the welcome desk not to be texted" maxLength={500} error={fieldError(form, 'note')} {...form.register('note')} />
    </form>
  )
}
