import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { roleKeys } from '@/lib/query-keys'
import type { Administrator } from './types'

/** POST /api/roles/administrator (spec "view administrator") — effective permissions, sessions, activity. */
export const getAdministrator = async (personId: number) => (await api.post<Administrator>('/api/roles/administrator', { personId })).responseData

export const administratorQuery = (orgId: number, personId: number) =>
  queryOptions({ queryKey: roleKeys.administrator(orgId, personId), queryFn: () => getAdministrator(personId), staleTime: 10_000 })

export function useAdministrator(personId: number | null) {
  const { orgId } = useOrg()
  return useQuery({ ...administratorQuery(orgId, personId ?? 0), enabled: !!personId && personId > 0 })
}
