import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { contactGroupSchema, type ContactGroupValues } from '../lib/contact-group-form'

/** Name and description of a contact group (new or rename). */
export function ContactGroupFormModal({
  open,
  initial,
  loading,
  onClose,
  onSubmit,
}: {
  open: boolean
  initial?: { id: number; name: string; description: string }
  loading?: boolean
  onClose: () => void
  onSubmit: (v: ContactGroupValues) => void
}) {
  const title = initial ? `Rename ${initial.name}` : 'New contact group'
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="contact-group-form" loading={loading}>
            {initial ? 'Save' : 'Create group'}
          </Button>
        </>
      }
    >
      <GroupForm key={initial?.id ?? 'new'} title={title} initial={initial} onSubmit={onSubmit} />
    </Modal>
  )
}

function GroupForm({ title, initial, onSubmit }: { title: string; initial?: { name: string; description: string }; onSubmit: (v: ContactGroupValues) => void }) {
  const form = useZodForm(contactGroupSchema, { defaultValues: { name: initial?.name ?? '', description: initial?.description ?? '' } })
  return (
    <form id="contact-group-form" onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-label={title}>
      <TextField label="Group name" maxLength={100} error={fieldError(form, 'name')} {...form.register('name')} />
      <TextAreaField label="Description (optional)" maxLength={500} error={fieldError(form, 'description')} {...form.register('description')} />
    </form>
  )
}
