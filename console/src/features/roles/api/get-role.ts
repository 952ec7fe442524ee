import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { roleKeys } from '@/lib/query-keys'
import type { RoleDetail } from './types'

/** POST /api/roles/get (spec "current roles & permissions") — a role with its members. */
export const getRole = async (id: number) => (await api.post<RoleDetail>('/api/roles/get', { id })).responseData

export const roleQuery = (orgId: number, id: number) => queryOptions({ queryKey: roleKeys.role(orgId, id), queryFn: () => getRole(id), staleTime: 15_000 })

export function useRole(id: number | null) {
  const { orgId } = useOrg()
  return useQuery({ ...roleQuery(orgId, id ?? 0), enabled: !!id && id > 0 })
}
