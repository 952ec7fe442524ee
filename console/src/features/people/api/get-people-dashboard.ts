import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { ApiData } from '@/api'
import { peopleKeys } from '@/lib/query-keys'

export type LabelCount = PeopleDashboard['gender'][number]

export type PeopleDashboard = ApiData<'/api/people/dashboard'>

export const getPeopleDashboard = async () => (await api.post<PeopleDashboard>('/api/people/dashboard', {})).responseData

export const peopleDashboardQuery = (orgId: number) => queryOptions({ queryKey: peopleKeys.dashboard(orgId), queryFn: getPeopleDashboard, staleTime: 60_000 })

export function usePeopleDashboard() {
  const { orgId } = useOrg()
  return useQuery(peopleDashboardQuery(orgId))
}
