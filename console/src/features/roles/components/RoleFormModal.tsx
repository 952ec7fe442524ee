import { useEffect, useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import { checkRoleName } from '../api/check-role-name'
import { usePermissionDefs } from '../api/list-permissions'
import { useAddRole, useUpdateRole } from '../api/save-role'
import type { Role } from '../api/types'
import { grantedCount, matrixFromPermissions, permissionsFromMatrix, sameMatrix, type Matrix } from '../lib/permission-matrix'
import { PermissionMatrix } from './PermissionMatrix'

const NAME_TAKEN = 'A role with this name already exists'

/** Create a role, or edit one (`role`). System roles keep their name; the Super Admin role is never edited. */
export function RoleFormModal({ open, role, onClose, onSaved }: { open: boolean; role?: Role | null; onClose: () => void; onSaved?: (r: Role) => void }) {
  const defs = usePermissionDefs()
  const keys = (defs.data ?? []).map((d) => d.key)
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [matrix, setMatrix] = useState<Matrix>({})
  const [errors, setErrors] = useState<{ name?: string; description?: string; matrix?: string }>({})
  const add = useAddRole()
  const update = useUpdateRole()
  const saving = add.isPending || update.isPending

  useEffect(() => {
    if (!open) return
    setName(role?.name ?? '')
    setDescription(role?.description ?? '')
    // The catalogue is static: re-run when it arrives, not on every render.
    setMatrix(matrixFromPermissions(role?.permissions, (defs.data ?? []).map((d) => d.key)))
    setErrors({})
  }, [open, role, defs.data])

  const checkName = async () => {
    const n = name.trim()
    if (!n || (role && n.toLowerCase() === role.name.toLowerCase())) return
    try {
      if (!(await checkRoleName(n, role?.id))) setErrors((e) => ({ ...e, name: NAME_TAKEN }))
    } catch {
      // The save reports it anyway.
    }
  }

  const validate = () => {
    const e: typeof errors = {}
    const n = name.trim()
    if (!n) e.name = 'Role name is required'
    else if (n.length > 60) e.name = 'Role name must be at most 60 characters'
    else if (errors.name === NAME_TAKEN) e.name = NAME_TAKEN
    if (description.trim().length > 300) e.description = 'Description must be at most 300 characters'
    if (!role && grantedCount(matrix) === 0) e.matrix = 'Give the role access to at least one module.'
    setErrors(e)
    return Object.keys(e).length === 0
  }

  const submit = () => {
    if (!validate()) return
    const done = { onSuccess: (env: { responseData: Role }) => (onSaved?.(env.responseData), onClose()) }
    if (!role) {
      add.mutate({ name: name.trim(), description: description.trim(), permissions: permissionsFromMatrix(matrix) }, done)
      return
    }
    const body: Parameters<typeof update.mutate>[0] = { id: role.id }
    if (!role.isSystem && name.trim() !== role.name) body.name = name.trim()
    if (description.trim() !== role.description) body.description = description.trim()
    if (!sameMatrix(matrix, matrixFromPermissions(role.permissions, keys))) body.permissions = permissionsFromMatrix(matrix)
    if (Object.keys(body).length === 1) return onClose()
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
          <Button onClick={submit} loading={saving} disabled={defs.isPending}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <TextField
          label="Role name"
          name="roleName"
          value={name}
          maxLength={60}
          disabled={role?.isSystem}
          onChange={(e) => {
            setName(e.target.value)
            setErrors((x) => ({ ...x, name: undefined }))
          }}
          onBlur={checkName}
          error={errors.name}
          placeholder="e.g. Ushers"
        />
        <TextAreaField label="Description" name="roleDescription" value={description} rows={2} maxLength={300} onChange={(e) => setDescription(e.target.value)} error={errors.description} placeholder="What this team does" />
        {defs.isError ? (
          <p role="alert" className="text-sm text-red-600">
            The permission list could not be loaded. {defs.error.message}
          </p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-neutral-300">Permissions</legend>
            <PermissionMatrix defs={defs.data ?? []} value={matrix} onChange={(m) => (setMatrix(m), setErrors((x) => ({ ...x, matrix: undefined })))} />
            {errors.matrix && (
              <p role="alert" className="text-xs text-red-600 dark:text-red-400">
                {errors.matrix}
              </p>
            )}
          </fieldset>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  )
}
