// The role editor's form: its schema and the roles/add and roles/update bodies it sends. The form
// holds the permissions as a matrix (one level per key); the body holds them as the API's sets.
import { z } from '@congregate/ui/zod'
import type { ApiBody } from '@/api'
import type { RoleInput } from '../api/save-role'
import type { Role } from '../api/types'
import { grantedCount, matrixFromPermissions, permissionsFromMatrix, sameMatrix, type Level } from './permission-matrix'

export const NAME_TAKEN = 'A role with this name already exists'

/** A new role needs at least one module; an edited one may be left with none. */
export function roleSchema(isNew: boolean) {
  return z.object({
    name: z.string().trim().min(1, 'Role name is required').max(60, 'Role name must be at most 60 characters'),
    description: z.string().trim().max(300, 'Description must be at most 300 characters'),
    matrix: z
      .record(z.string(), z.enum(['none', 'read', 'write'] satisfies Level[]))
      .refine((m) => !isNew || grantedCount(m) > 0, 'Give the role access to at least one module.'),
  })
}

export type RoleValues = z.output<ReturnType<typeof roleSchema>>

export function roleDefaults(role: Role | null | undefined, keys: readonly string[]): z.input<ReturnType<typeof roleSchema>> {
  return { name: role?.name ?? '', description: role?.description ?? '', matrix: matrixFromPermissions(role?.permissions, keys) }
}

export function addRoleBody(v: RoleValues): RoleInput & ApiBody<'/api/roles/add'> & { name: string } {
  return { name: v.name, description: v.description, permissions: permissionsFromMatrix(v.matrix) }
}

/** Only what changed (a system role keeps its name); null when nothing did. */
export function updateRoleBody(v: RoleValues, role: Role, keys: readonly string[]): (RoleInput & ApiBody<'/api/roles/update'> & { id: number }) | null {
  const body: RoleInput & ApiBody<'/api/roles/update'> & { id: number } = { id: role.id }
  if (!role.isSystem && v.name !== role.name) body.name = v.name
  if (v.description !== role.description) body.description = v.description
  if (!sameMatrix(v.matrix, matrixFromPermissions(role.permissions, keys))) body.permissions = permissionsFromMatrix(v.matrix)
  return Object.keys(body).length === 1 ? null : body
}
