import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'
import type { Organization } from './types'

/** POST /api/organization/get — everything the organisation pages show. */
export const getOrganization = async () => (await api.post<Organization>('/api/organization/get', {})).responseData

export const organizationQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.overview(orgId), queryFn: getOrganization, staleTime: 30_000 })

export function useOrganization() {
  return useQuery(organizationQuery(useOrg().orgId))
}
