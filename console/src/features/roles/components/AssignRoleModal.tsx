import { Controller, useWatch } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { Button, Checkbox } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { useAssignRole } from '../api/assign-roles'
import { useRoles } from '../api/list-roles'
import type { RoleUser } from '../api/types'
import { PersonPicker } from '@/components/person-picker/PersonPicker'

const assignSchema = z.object({
  person: z.custom<RoleUser | null>().refine((p) => p !== null, 'Choose a person'),
  role: z.string().min(1, 'Choose a role'),
  /** Asked only of a person without console access: without it the role gives them nothing. */
  adminAccess: z.boolean(),
})

function assignBody(v: z.output<typeof assignSchema>): ApiBody<'/api/roles/assign'> & { roleId: number; personId: number } {
  const body = { roleId: Number(v.role), personId: v.person!.personId }
  return v.person!.adminAccess || !v.adminAccess ? body : { ...body, adminAccess: true }
}

/** Gives a person a role: pick the person (and the role, unless the page already names it). */
export function AssignRoleModal(props: { open: boolean; onClose: () => void; roleId?: number }) {
  // Mounted while open: every opening starts with an empty form.
  return props.open ? <AssignRoleDialog {...props} /> : null
}

function AssignRoleDialog({ onClose, roleId }: { onClose: () => void; roleId?: number }) {
  const roles = useRoles()
  const assign = useAssignRole()
  const form = useZodForm(assignSchema, { defaultValues: { person: null, role: roleId ? String(roleId) : '', adminAccess: true } })
  const [person, role] = useWatch({ control: form.control, name: ['person', 'role'] })

  const fixed = roleId ? roles.data?.find((r) => r.id === roleId) : undefined
  const already = person && role ? person.roles.some((r) => String(r.id) === role) : false

  const submit = form.handleSubmit((v) => assign.mutate(assignBody(v), { onSuccess: onClose }))

  return (
    <Modal
      open
      title={fixed ? `Add people to ${fixed.name}` : 'Assign a role'}
      description="They get the role's permissions on their next click."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={assign.isPending} disabled={already}>
            Assign role
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Controller control={form.control} name="person" render={({ field }) => <PersonPicker label="Person" source="accounts" popup="inline" value={field.value} onChange={field.onChange} error={fieldError(form, 'person')} />} />
        {!roleId && (
          <SelectField
            label="Role"
            placeholder="Choose a role…"
            {...form.register('role')}
            options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            error={fieldError(form, 'role')}
          />
        )}
        {already && <p className="text-sm text-amber-700 dark:text-amber-400">{person?.fullName} already has this role.</p>}
        {person && (!person.adminAccess || !person.hasLogin) && <AccessNote person={person} form={form} />}
      </div>
    </Modal>
  )
}

/** A role gives nothing to someone who cannot sign in to the console: say what is missing, and offer the access here. */
function AccessNote({ person, form }: { person: RoleUser; form: ReturnType<typeof useZodForm<typeof assignSchema>> }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100" data-testid="access-note">
      {!person.adminAccess && (
        <>
          <p>
            <strong>{person.fullName}</strong> does not have admin access, so they cannot sign in to this console and the role alone gives them nothing.
          </p>
          <Controller
            control={form.control}
            name="adminAccess"
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={field.onChange} name="adminAccess">
                Also give admin access (they can sign in to this console)
              </Checkbox>
            )}
          />
        </>
      )}
      {!person.hasLogin && (
        <p>
          {person.fullName} has no login yet (no password or PIN), so they cannot sign in even with admin access. They can set a password with “Forgot password?” on the sign-in page, using their
          e-mail or mobile number.
        </p>
      )}
    </div>
  )
}
