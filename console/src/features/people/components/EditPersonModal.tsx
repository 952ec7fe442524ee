import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import type { Person } from '../api/types'
import { useUpdatePerson } from '../api/update-person'
import { useCustomFields } from '../api/custom-fields'
import { changedFields, personFromApi, validatePersonForm, type PersonFormErrors, type PersonFormValues } from '../lib/person-form'
import { PersonFormFields } from './PersonFormFields'

export function EditPersonModal({ person, open, onClose }: { person: Person; open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<PersonFormValues>(() => personFromApi(person))
  const [errors, setErrors] = useState<PersonFormErrors>({})
  const update = useUpdatePerson()
  const fields = useCustomFields()

  useEffect(() => {
    if (open) {
      setValues(personFromApi(person))
      setErrors({})
    }
  }, [open, person])

  function submit(e: FormEvent) {
    e.preventDefault()
    const errs = validatePersonForm(values, new Date(), fields.data ?? [])
    setErrors(errs)
    if (Object.keys(errs).length) return
    const changes = changedFields(personFromApi(person), values, fields.data ?? [])
    if (!Object.keys(changes).length) return onClose()
    update.mutate({ id: person.id, ...changes }, { onSuccess: onClose })
  }

  return (
    <Modal
      open={open}
      title={`Edit ${person.fullName}`}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-person-form" loading={update.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <form id="edit-person-form" onSubmit={submit} noValidate aria-label="Edit person">
        <PersonFormFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
      </form>
    </Modal>
  )
}
