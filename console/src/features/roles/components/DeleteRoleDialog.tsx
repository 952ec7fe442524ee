import { useState } from 'react'
import { ApiError, toastApiError } from '@/lib/api-client'
import { ConfirmDialog } from '@/components/ui/Modal'
import { useDeleteRole } from '../api/save-role'
import type { Role } from '../api/types'

/**
 * Deletes a role. A role people still hold is refused by the API (409) unless its members are
 * unassigned too: the dialog then says so and asks once more.
 */
export function DeleteRoleDialog({ role, ...rest }: { role: Role | null; onClose: () => void; onDeleted?: () => void }) {
  // One dialog per role: the refusal it remembers belongs to that role.
  return role ? <DeleteRoleConfirm key={role.id} role={role} {...rest} /> : null
}

function DeleteRoleConfirm({ role, onClose, onDeleted }: { role: Role; onClose: () => void; onDeleted?: () => void }) {
  const del = useDeleteRole()
  const [held, setHeld] = useState<string | null>(null)

  const run = () =>
    del.mutate(
      { id: role.id, unassignMembers: held !== null || role.memberCount > 0 ? true : undefined },
      {
        onSuccess: () => {
          onDeleted?.()
          onClose()
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409 && held === null && /assigned/i.test(err.message)) setHeld(err.message)
          else toastApiError(err)
        },
      },
    )

  const members = role.memberCount
  return (
    <ConfirmDialog
      open
      danger
      title={`Delete the role ${role.name}?`}
      confirmLabel={members > 0 || held ? `Unassign and delete` : 'Delete role'}
      loading={del.isPending}
      onClose={onClose}
      onConfirm={run}
      message={
        held ??
        (members > 0
          ? `${members} ${members === 1 ? 'person holds' : 'people hold'} this role. They lose its permissions on their next click; their other roles stay.`
          : 'Nobody holds this role. This cannot be undone.')
      }
    />
  )
}
