import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { checkRoleName } from '../api/check-role-name'
import { usePermissionDefs } from '../api/list-permissions'
import { useAddRole, useUpdateRole } from '../api/save-role'
import type { PermissionDef, Role } from '../api/types'
import { addRoleBody, NAME_TAKEN, roleDefaults, roleSchema, updateRoleBody, type RoleValues } from '../lib/role-form'
import { PermissionMatrix } from './PermissionMatrix'

/** Create a role, or edit one (`role`). System roles keep their name; the Super Admin role is never edited. */
export function RoleFormModal({ open, role, onClose, onSaved }: { open: boolean; role?: Role | null; onClose: () => void; onSaved?: (r: Role) => void }) {
  const formId = useId()
  const defs = usePermissionDefs()
  const add = useAddRole()
  const update = useUpdateRole()
  const saving = add.isPending || update.isPending

  const save = (values: RoleValues, keys: string[]) => {
    const done = { onSuccess: (env: { responseData: Role }) => (onSaved?.(env.responseData), onClose()) }
    if (!role) return add.mutate(addRoleBody(values), done)
    const body = updateRoleBody(values, role, keys)
    if (!body) return onClose()
    update.mutate(body, done)
  }

  return (
    <Modal
      open={open}
      size="lg"
      title={role ? `Edit role: ${role.name}` : 'New role'}
      description={role?.isSystem ? 'A default role: its name stays, its description and permissions can change.' : 'Choose which modules people with this role can open and change.'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={defs.isPending}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </>
      }
    >
      {/* The form mounts with the dialog, per role and once the catalogue is in: its values start from them. */}
      <RoleForm key={`${role?.id ?? 'new'}:${defs.isSuccess}`} id={formId} role={role} defs={defs.data ?? []} defsError={defs.error?.message} onSave={save} />
    </Modal>
  )
}

function RoleForm({ id, role, defs, defsError, onSave }: { id: string; role?: Role | null; defs: PermissionDef[]; defsError?: string; onSave: (v: RoleValues, keys: string[]) => void }) {
  const keys = defs.map((d) => d.key)
  const form = useZodForm(roleSchema(!role), { defaultValues: roleDefaults(role, keys) })
  // A name the server said is taken (checked when the field is left); the save is refused with it.
  const [taken, setTaken] = useState<string | null>(null)
  const isTaken = (n: string) => taken !== null && n.trim().toLowerCase() === taken.toLowerCase()
  const name = form.register('name')

  const checkName = async () => {
    const n = form.getValues('name').trim()
    if (!n || (role && n.toLowerCase() === role.name.toLowerCase())) return
    try {
      if (!(await checkRoleName(n, role?.id))) {
        setTaken(n)
        form.setError('name', { type: 'taken', message: NAME_TAKEN })
      }
    } catch {
      // The save reports it anyway.
    }
  }

  const submit = form.handleSubmit((values) => {
    if (isTaken(values.name)) return form.setError('name', { type: 'taken', message: NAME_TAKEN })
    onSave(values, keys)
  })

  return (
    <form id={id} className="flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label="Role name"
        maxLength={60}
        disabled={role?.isSystem}
        {...name}
        onBlur={async (e) => {
          await name.onBlur(e)
          await checkName()
        }}
        error={fieldError(form, 'name')}
        placeholder="e.g. Ushers"
      />
      <TextAreaField label="Description" rows={2} maxLength={300} {...form.register('description')} error={fieldError(form, 'description')} placeholder="What this team does" />
      {defsError !== undefined ? (
        <p role="alert" className="text-sm text-red-600">
          The permission list could not be loaded. {defsError}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-neutral-300">Permissions</legend>
          <Controller control={form.control} name="matrix" render={({ field }) => <PermissionMatrix defs={defs} value={field.value} onChange={field.onChange} />} />
          {fieldError(form, 'matrix') && (
            <p role="alert" className="text-xs text-red-600 dark:text-red-400">
              {fieldError(form, 'matrix')}
            </p>
          )}
        </fieldset>
      )}
    </form>
  )
}
