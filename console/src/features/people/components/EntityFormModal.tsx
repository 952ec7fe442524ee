import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm, type BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'

/** A group's or a service unit's name and description (the add bodies; update adds the id). */
export const entitySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Maximum 100 characters'),
  description: z.string().trim(),
}) satisfies BodySchema<ApiBody<'/api/people/groups/add'> & ApiBody<'/api/people/service-units/add'>>

export type EntityValues = z.output<typeof entitySchema>

/** Name + description form for groups and service units. */
export function EntityFormModal({
  open,
  title,
  initial,
  loading,
  onClose,
  onSubmit,
  nameLabel = 'Name',
  submitLabel = 'Save',
}: {
  open: boolean
  title: string
  initial?: { id?: number; name: string; description: string }
  loading?: boolean
  onClose: () => void
  onSubmit: (v: EntityValues) => void
  nameLabel?: string
  submitLabel?: string
}) {
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
          <Button type="submit" form="entity-form" loading={loading}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {/* Mounted while open: each opening starts from the record (or empty). */}
      <EntityForm key={initial?.id ?? 'new'} title={title} initial={initial} nameLabel={nameLabel} onSubmit={onSubmit} />
    </Modal>
  )
}

function EntityForm({ title, initial, nameLabel, onSubmit }: { title: string; initial?: { name: string; description: string }; nameLabel: string; onSubmit: (v: EntityValues) => void }) {
  const form = useZodForm(entitySchema, { defaultValues: { name: initial?.name ?? '', description: initial?.description ?? '' } })
  return (
    <form id="entity-form" onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-label={title}>
      <TextField label={nameLabel} maxLength={100} error={fieldError(form, 'name')} {...form.register('name')} />
      <TextAreaField label="Description (optional)" maxLength={500} {...form.register('description')} />
    </form>
  )
}
