import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { useAssignRole } from '../api/assign-roles'
import { useRoles } from '../api/list-roles'
import type { RoleUser } from '../api/types'
import { PersonPicker } from '@/components/person-picker/PersonPicker'

/** Gives a person a role: pick the person (and the role, unless the page already names it). */
export function AssignRoleModal({ open, onClose, roleId }: { open: boolean; onClose: () => void; roleId?: number }) {
  const roles = useRoles()
  const assign = useAssignRole()
  const [person, setPerson] = useState<RoleUser | null>(null)
  const [role, setRole] = useState<string>('')
  const [errors, setErrors] = useState<{ person?: string; role?: string }>({})

  useEffect(() => {
    if (!open) return
    setPerson(null)
    setRole(roleId ? String(roleId) : '')
    setErrors({})
  }, [open, roleId])

  const fixed = roleId ? roles.data?.find((r) => r.id === roleId) : undefined
  const already = person && role ? person.roles.some((r) => String(r.id) === role) : false

  const submit = () => {
    const e: typeof errors = {}
    if (!person) e.person = 'Choose a person'
    if (!role) e.role = 'Choose a role'
    setErrors(e)
    if (person && role) assign.mutate({ roleId: Number(role), personId: person.personId }, { onSuccess: onClose })
  }

  return (
    <Modal
      open={open}
      title={fixed ? `Add people to ${fixed.name}` : 'Assign a role'}
      description="They get the role's permissions on their next click."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={assign.isPending} disabled={already}>
            Assign role
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <PersonPicker label="Person" source="accounts" popup="inline" value={person} onChange={(p) => (setPerson(p), setErrors((x) => ({ ...x, person: undefined })))} error={errors.person} />
        {!roleId && (
          <SelectField
            label="Role"
            name="role"
            value={role}
            placeholder="Choose a role…"
            onChange={(e) => (setRole(e.target.value), setErrors((x) => ({ ...x, role: undefined })))}
            options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            error={errors.role}
          />
        )}
        {already && <p className="text-sm text-amber-700 dark:text-amber-400">{person?.fullName} already has this role.</p>}
        {person && !person.adminAccess && <p className="text-sm text-slate-500 dark:text-neutral-400">{person.fullName} has no console access yet: turn on admin access on the Users tab so they can sign in.</p>}
      </div>
    </Modal>
  )
}
