import { api } from '@/lib/api-client'
import type { RoleUser } from './types'
import { useRoleMutation } from './save-role'

/** POST /api/roles/assign — idempotent; adminAccess also switches the person's console access on, in the same change. */
export const assignRole = (body: { roleId: number; personId: number; adminAccess?: boolean }) => api.post<RoleUser>('/api/roles/assign', body)

/** POST /api/roles/unassign */
export const unassignRole = (body: { roleId: number; personId: number }) => api.post<RoleUser>('/api/roles/unassign', body)

/** POST /api/roles/set-user-roles — replaces the person's roles. */
export const setUserRoles = (body: { personId: number; roleIds: number[] }) => api.post<RoleUser>('/api/roles/set-user-roles', body)

export const useAssignRole = () => useRoleMutation(assignRole, 'Role assigned')
export const useUnassignRole = () => useRoleMutation(unassignRole, 'Role removed')
export const useSetUserRoles = () => useRoleMutation(setUserRoles, 'Roles saved')
