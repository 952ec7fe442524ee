import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import { useZodForm } from '@congregate/ui/forms'
import { Link } from 'react-router-dom'
import { Button, Checkbox, toast } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { useAddPerson, type AddedPerson } from '../api/add-person'
import { uploadPhoto, useInvalidatePerson } from '../api/person-photo'
import { useGenerateEnvelopeId } from '../api/generate-credentials'
import { useCustomFields } from '../api/custom-fields'
import { EMPTY_PERSON_FORM, personFormSchema, toAddBody } from '../lib/person-form'
import { personPath } from '../paths'
import { CopyButton } from './CopyButton'
import { PersonFormFields } from './PersonFormFields'
import { PhotoField, type ChosenPhoto } from './PhotoField'

/** The person saved, and what became of the photo chosen with them (null: none was chosen). */
interface Outcome {
  person: AddedPerson
  photo: null | { ok: true } | { ok: false; message: string }
}

export function AddPersonModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const add = useAddPerson()
  const invalidate = useInvalidatePerson()
  // The photo goes up once the person exists: its own call, so a refused photo never loses the person.
  const photo = useMutation({ mutationFn: uploadPhoto, onSuccess: (_, { id }) => invalidate(id), meta: { errorToast: false } })
  const added = outcome?.person

  function close() {
    setOutcome(null)
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
            <Button variant="secondary" onClick={() => setOutcome(null)}>
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
          {outcome.photo?.ok === true && <p className="text-emerald-700 dark:text-emerald-300">Photo added.</p>}
          {outcome.photo?.ok === false && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300">
              {added.fullName} was added, but the photo was not uploaded: {outcome.photo.message} Add it from their profile with “Upload photo”.
            </p>
          )}
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
          <Button type="submit" form="add-person-form" loading={add.isPending || photo.isPending}>
            Add person
          </Button>
        </>
      }
    >
      {/* Mounted while the dialog shows it: each opening and "Add another" starts empty. */}
      <AddPersonForm add={add} upload={photo} onAdded={setOutcome} />
    </Modal>
  )
}

function AddPersonForm({ add, upload, onAdded }: { add: ReturnType<typeof useAddPerson>; upload: { mutateAsync: typeof uploadPhoto }; onAdded: (o: Outcome) => void }) {
  const fields = useCustomFields()
  const envelope = useGenerateEnvelopeId()
  const form = useZodForm(personFormSchema(fields.data ?? []), { defaultValues: EMPTY_PERSON_FORM })
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null)
  const [first, last] = useWatch({ control: form.control, name: ['firstName', 'lastName'] })

  async function withPhoto(person: AddedPerson): Promise<Outcome> {
    if (!chosen) return { person, photo: null }
    try {
      await upload.mutateAsync({ id: person.id, file: chosen.file })
      return { person, photo: { ok: true } }
    } catch (e) {
      const message = e instanceof Error ? e.message : 'The upload failed.'
      toast.error(`${person.fullName} was added, but the photo was not uploaded`, message)
      return { person, photo: { ok: false, message: /[.!?]$/.test(message) ? message : `${message}.` } }
    }
  }

  const submit = form.handleSubmit((values) =>
    add.mutate(toAddBody(values, fields.data ?? []), {
      onSuccess: async (env) => {
        toast.success(env.responseMessage || 'Member added')
        onAdded(await withPhoto(env.responseData))
      },
    }),
  )

  return (
    <form id="add-person-form" onSubmit={submit} noValidate aria-label="Add person" className="flex flex-col gap-6">
      <PhotoField name={`${first ?? ''} ${last ?? ''}`} value={chosen} onChange={setChosen} />
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
