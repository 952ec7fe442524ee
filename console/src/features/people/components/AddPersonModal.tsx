import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button, Checkbox, toast } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { useAddPerson, type AddedPerson } from '../api/add-person'
import { useGenerateEnvelopeId } from '../api/generate-credentials'
import { useCustomFields } from '../api/custom-fields'
import { EMPTY_PERSON_FORM, toPersonInput, validatePersonForm, type PersonFormErrors, type PersonFormValues } from '../lib/person-form'
import { personPath } from '../paths'
import { CopyButton } from './CopyButton'
import { PersonFormFields } from './PersonFormFields'

export function AddPersonModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<PersonFormValues>(EMPTY_PERSON_FORM)
  const [errors, setErrors] = useState<PersonFormErrors>({})
  const [createLogin, setCreateLogin] = useState(false)
  const [added, setAdded] = useState<AddedPerson | null>(null)
  const add = useAddPerson()
  const envelope = useGenerateEnvelopeId()
  const fields = useCustomFields()

  function reset() {
    setValues(EMPTY_PERSON_FORM)
    setErrors({})
    setCreateLogin(false)
    setAdded(null)
  }

  function close() {
    reset()
    onClose()
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    const errs = validatePersonForm(values, new Date(), fields.data ?? [])
    setErrors(errs)
    if (Object.keys(errs).length) {
      document.querySelector<HTMLElement>('[role=dialog] [aria-invalid=true]')?.focus()
      return
    }
    add.mutate(
      { ...toPersonInput(values, fields.data ?? []), householdId: null, relationship: 'other', createLogin, password: '' },
      {
        onSuccess: (env) => {
          toast.success(env.responseMessage || 'Member added')
          setAdded(env.responseData)
        },
      },
    )
  }

  if (added) {
    return (
      <Modal
        open={open}
        title="Person added"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={reset}>
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
      <form id="add-person-form" onSubmit={submit} noValidate aria-label="Add person" className="flex flex-col gap-6">
        <PersonFormFields
          values={values}
          errors={errors}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          envelopeAction={
            <button
              type="button"
              className="self-start text-xs font-medium text-brand-ink hover:underline disabled:opacity-50"
              disabled={envelope.isPending}
              onClick={() => envelope.mutate(undefined, { onSuccess: (id) => setValues((v) => ({ ...v, envelopeId: id })) })}
            >
              {envelope.isPending ? 'Generating…' : 'Generate next envelope ID'}
            </button>
          }
        />
        <Checkbox checked={createLogin} onChange={setCreateLogin} name="createLogin">
          Create a member app login — a password is generated and shown once after saving. (This does not give access to this console.)
        </Checkbox>
      </form>
    </Modal>
  )
}
