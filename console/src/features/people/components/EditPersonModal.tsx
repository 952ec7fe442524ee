import { Button } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { useZodForm } from '@congregate/ui/forms'
import type { Person } from '../api/types'
import { useUpdatePerson } from '../api/update-person'
import { useCustomFields } from '../api/custom-fields'
import { changedFields, personFormSchema, personFromApi } from '../lib/person-form'
import { PersonFormFields } from './PersonFormFields'

export function EditPersonModal({ person, open, onClose }: { person: Person; open: boolean; onClose: () => void }) {
  const update = useUpdatePerson()
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
      {/* Mounted while open, so each opening starts from the record as it is now. */}
      <EditPersonForm key={person.id} person={person} update={update} onDone={onClose} />
    </Modal>
  )
}

function EditPersonForm({ person, update, onDone }: { person: Person; update: ReturnType<typeof useUpdatePerson>; onDone: () => void }) {
  const fields = useCustomFields()
  const form = useZodForm(personFormSchema(fields.data ?? []), { defaultValues: personFromApi(person) })

  const submit = form.handleSubmit((values) => {
    const changes = changedFields(personFromApi(person), values, fields.data ?? [])
    if (!Object.keys(changes).length) return onDone()
    update.mutate({ id: person.id, ...changes }, { onSuccess: onDone })
  })

  return (
    <form id="edit-person-form" onSubmit={submit} noValidate aria-label="Edit person">
      <PersonFormFields form={form} />
    </form>
  )
}
