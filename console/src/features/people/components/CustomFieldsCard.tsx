import { useState } from 'react'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { CUSTOM_FIELD_KINDS, definitionBody, fieldDefinitionSchema, kindLabel, useCustomFieldCall, useCustomFields, type CustomField, type CustomFieldKind } from '../api/custom-fields'

/** The church's own fields on people: add, rename, change choices, reorder, delete. */
export function CustomFieldsCard() {
  const fields = useCustomFields()
  const call = useCustomFieldCall()
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null)
  const [deleting, setDeleting] = useState<CustomField | null>(null)
  const items = fields.data ?? []

  const move = (i: number, by: -1 | 1) => {
    const ids = items.map((f) => f.id)
    const [id] = ids.splice(i, 1)
    ids.splice(i + by, 0, id!)
    call.mutate({ op: 'reorder', body: { ids } })
  }

  return (
    <Card data-testid="custom-fields-card">
      <CardHeader
        title="Custom fields"
        description="Your own details about people: on profiles and the person form, as a filter in the directory and as export columns."
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            Add field
          </Button>
        }
      />
      {fields.isPending ? (
        <div className="p-5">
          <Skeleton className="h-24" />
        </div>
      ) : fields.isError ? (
        <div className="p-5">
          <ErrorPanel message={fields.error.message} onRetry={() => fields.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title="No custom fields yet" message="Add fields such as T-shirt size, Background check date or Volunteer." />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800" aria-label="Custom fields">
          {items.map((f, i) => (
            <li key={f.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{f.name}</p>
                <p className="truncate text-xs text-slate-500 dark:text-neutral-400">
                  <Badge tone="neutral" className="mr-2">
                    {kindLabel(f.kind)}
                  </Badge>
                  {f.kind === 'select' && f.options.join(', ')}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button size="sm" variant="ghost" aria-label={`Move ${f.name} up`} disabled={i === 0 || call.isPending} onClick={() => move(i, -1)}>
                  ↑
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Move ${f.name} down`} disabled={i === items.length - 1 || call.isPending} onClick={() => move(i, 1)}>
                  ↓
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Edit ${f.name}`} onClick={() => setEditing(f)}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete ${f.name}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(f)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <FieldModal key={editing === 'new' ? 'new' : editing.id} field={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the field “${deleting?.name ?? ''}”?`}
        message="Every person's value of this field is removed too. This cannot be undone."
        confirmLabel="Delete field"
        danger
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}

function FieldModal({ field, onClose }: { field: CustomField | null; onClose: () => void }) {
  const call = useCustomFieldCall()
  const form = useZodForm(fieldDefinitionSchema, { defaultValues: { name: field?.name ?? '', kind: field?.kind ?? 'text', options: (field?.options ?? []).join('\n') } })
  const kind = form.watch('kind')

  const save = form.handleSubmit((v) => {
    const { kind, ...body } = definitionBody(v)
    if (field) call.mutate({ op: 'update', body: { id: field.id, ...body } }, { onSuccess: onClose })
    else call.mutate({ op: 'add', body: { kind, ...body } }, { onSuccess: onClose })
  })

  return (
    <Modal
      open
      title={field ? `Edit ${field.name}` : 'Add a custom field'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={call.isPending} onClick={() => void save()}>
            {field ? 'Save field' : 'Add field'}
          </Button>
        </>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={save}>
        <TextField label="Field name" maxLength={80} error={fieldError(form, 'name')} placeholder="e.g. T-shirt size" {...form.register('name')} />
        <SelectField
          label="Type"
          options={CUSTOM_FIELD_KINDS}
          disabled={!!field}
          hint={field ? 'The type of a field cannot change: add a new field instead.' : undefined}
          value={kind}
          onChange={(e) => form.setValue('kind', e.target.value as CustomFieldKind)}
        />
        {kind === 'select' && (
          <TextAreaField
            label="Choices, one per line"
            rows={5}
            error={fieldError(form, 'options')}
            hint={field ? 'People who hold a choice you remove lose that value.' : undefined}
            {...form.register('options')}
          />
        )}
      </form>
    </Modal>
  )
}
