import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { roleKeys } from '@/lib/query-keys'
import type { Role } from './types'

/** POST /api/roles/list (spec "list roles and permissions") — super admin first, then by name. */
export const listRoles = async (q: string) => (await api.post<{ items: Role[] }>('/api/roles/list', q ? { q } : {})).responseData.items

export const rolesQuery = (orgId: number, q = '') => queryOptions({ queryKey: roleKeys.list(orgId, q), queryFn: () => listRoles(q), staleTime: 15_000 })

export function useRoles(q = '') {
  return useQuery({ ...rolesQuery(useOrg().orgId, q.trim()), placeholderData: keepPreviousData })
}
