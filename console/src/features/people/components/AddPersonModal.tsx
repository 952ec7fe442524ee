import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useZodForm } from '@congregate/ui/forms'
import { Link } from 'react-router-dom'
import { Button, Checkbox, toast } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { useAddPerson, type AddedPerson } from '../api/add-person'
import { useGenerateEnvelopeId } from '../api/generate-credentials'
import { useCustomFields } from '../api/custom-fields'
import { EMPTY_PERSON_FORM, personFormSchema, toAddBody } from '../lib/person-form'
import { personPath } from '../paths'
import { CopyButton } from './CopyButton'
import { PersonFormFields } from './PersonFormFields'

export function AddPersonModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [added, setAdded] = useState<AddedPerson | null>(null)
  const add = useAddPerson()

  function close() {
    setAdded(null)
    onClose()
  }

  if (added) {
    return (
      <Modal
        open={open}
        title="Person added"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAdded(null)}>
              Add another
            </Button>
            <Link to={personPath(added.id)} onClick={close} className="inline-flex h-10 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-110">
              View profile
            </Link>
          </>
        }
      >
        <div className="flex flex-col gap-4 text-sm" data-testid="add-person-result">
          <p>
            <strong>{added.fullName}</strong> is now in your directory.
          </p>
          <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4 dark:bg-neutral-800/60">
            <dt className="text-slate-500 dark:text-neutral-400">Envelope ID</dt>
            <dd className="font-mono font-semibold" data-testid="envelope-id">
              {added.envelopeId}
            </dd>
            <CopyButton text={added.envelopeId} />
            {added.generatedPassword && (
              <>
                <dt className="text-slate-500 dark:text-neutral-400">Generated password</dt>
                <dd className="font-mono font-semibold break-all" data-testid="generated-password">
                  {added.generatedPassword}
                </dd>
                <CopyButton text={added.generatedPassword} />
              </>
            )}
          </dl>
          {added.generatedPassword && <p className="text-amber-700 dark:text-amber-300">The password is shown only once. Give it to {added.firstName} privately; they can change it after signing in.</p>}
        </div>
      </Modal>
    )
  }

  return (
    <Modal
      open={open}
      title="Add person"
      description="First and last name are required. Add an e-mail or mobile number whenever you can."
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="add-person-form" loading={add.isPending}>
            Add person
          </Button>
        </>
      }
    >
      {/* Mounted while the dialog shows it: each opening and "Add another" starts empty. */}
      <AddPersonForm add={add} onAdded={setAdded} />
    </Modal>
  )
}

function AddPersonForm({ add, onAdded }: { add: ReturnType<typeof useAddPerson>; onAdded: (p: AddedPerson) => void }) {
  const fields = useCustomFields()
  const envelope = useGenerateEnvelopeId()
  const form = useZodForm(personFormSchema(fields.data ?? []), { defaultValues: EMPTY_PERSON_FORM })

  const submit = form.handleSubmit((values) =>
    add.mutate(toAddBody(values, fields.data ?? []), {
      onSuccess: (env) => {
        toast.success(env.responseMessage || 'Member added')
        onAdded(env.responseData)
      },
    }),
  )

  return (
    <form id="add-person-form" onSubmit={submit} noValidate aria-label="Add person" className="flex flex-col gap-6">
      <PersonFormFields
        form={form}
        envelopeAction={
          <button
            type="button"
            className="self-start text-xs font-medium text-brand-ink hover:underline disabled:opacity-50"
            disabled={envelope.isPending}
            onClick={() => envelope.mutate(undefined, { onSuccess: (id) => form.setValue('envelopeId', id, { shouldValidate: true }) })}
          >
            {envelope.isPending ? 'Generating…' : 'Generate next envelope ID'}
          </button>
        }
      />
      <Controller
        control={form.control}
        name="createLogin"
        render={({ field }) => (
          <Checkbox checked={field.value} onChange={field.onChange} name="createLogin">
            Create a member app login — a password is generated and shown once after saving. (This does not give access to this console.)
          </Checkbox>
        )}
      />
    </form>
  )
}
