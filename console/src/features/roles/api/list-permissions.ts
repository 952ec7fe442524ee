import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiData } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { roleKeys } from '@/lib/query-keys'

/** POST /api/roles/permissions — the 12 grantable keys with their labels. */
export const listPermissions = async () => (await api.post<ApiData<'/api/roles/permissions'>>('/api/roles/permissions', {})).responseData.items

export const permissionsQuery = (orgId: number) => queryOptions({ queryKey: roleKeys.permissions(orgId), queryFn: listPermissions, staleTime: Infinity })

export function usePermissionDefs() {
  return useQuery(permissionsQuery(useOrg().orgId))
}
