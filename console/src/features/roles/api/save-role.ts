import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { toast } from '@congregate/ui'
import { useOrg } from '@/lib/org'
import { invalidateWithAudit, profileKeys, roleKeys } from '@/lib/query-keys'
import type { Action, Role } from './types'

export interface RoleInput {
  name?: string
  description?: string
  /** Replaces the role's whole permission set. */
  permissions?: Record<string, Action[]>
}

/** POST /api/roles/add (201) */
export const addRole = (body: RoleInput & { name: string }) => api.post<Role>('/api/roles/add', body)

/** POST /api/roles/update */
export const updateRole = (body: RoleInput & { id: number }) => api.post<Role>('/api/roles/update', body)

/** POST /api/roles/delete — a role held by people needs unassignMembers. */
export const deleteRole = (body: { id: number; unassignMembers?: boolean }) => api.post<{ id: number }>('/api/roles/delete', body)

/** Roles change who may do what: every roles view, the audit, and the signed-in user's own profile. */
export function useRolesCache() {
  const qc = useQueryClient()
  const { orgId } = useOrg()
  return {
    afterRoleChange() {
      invalidateWithAudit(qc, orgId, roleKeys.all(orgId), profileKeys.church(orgId))
    },
  }
}

/** A change to roles or to who holds them: success toast (the server's words), every roles view refreshed. */
export function useRoleMutation<V, R>(fn: (v: V) => Promise<{ responseMessage: string; responseData: R }>, fallback: string) {
  const cache = useRolesCache()
  return useMutation({
    mutationFn: fn,
    onSuccess: (env) => {
      cache.afterRoleChange()
      toast.success(env.responseMessage || fallback)
    },
  })
}

export const useAddRole = () => useRoleMutation(addRole, 'Role created')
export const useUpdateRole = () => useRoleMutation(updateRole, 'Role updated')
/** The screen explains a refused delete itself (it offers to unassign the members). */
export function useDeleteRole() {
  const cache = useRolesCache()
  return useMutation({
    mutationFn: deleteRole,
    meta: { errorToast: false },
    onSuccess: (env) => {
      cache.afterRoleChange()
      toast.success(env.responseMessage || 'Role deleted')
    },
  })
}
