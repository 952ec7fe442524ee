import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { roleKeys } from '@/lib/query-keys'
import type { Page, RoleUser } from './types'

export interface RoleUsersRequest {
  q?: string
  roleId?: number
  adminAccess?: boolean
  page: number
  pageSize: number
}

/** POST /api/roles/users (spec "users with roles") — people holding a role or having admin access. */
export const listRoleUsers = async (req: RoleUsersRequest) => (await api.post<Page<RoleUser>>('/api/roles/users', req)).responseData

export const roleUsersQuery = (orgId: number, req: RoleUsersRequest) =>
  queryOptions({ queryKey: roleKeys.users(orgId, req), queryFn: () => listRoleUsers(req), staleTime: 10_000 })

export function useRoleUsers(req: RoleUsersRequest) {
  return useQuery({ ...roleUsersQuery(useOrg().orgId, req), placeholderData: keepPreviousData })
}
