import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiData } from '@/api'
import { api } from '@/lib/api-client'
import { dashboardKeys } from '@/lib/query-keys'

export type CountByLabel = DashboardFigures['genderBreakdown'][number]

export type DashboardFigures = ApiData<'/api/dashboard/default'>

export const getDashboard = async () => (await api.post<DashboardFigures>('/api/dashboard/default', {})).responseData

export const dashboardQuery = (orgId: number) =>
  queryOptions({
    queryKey: dashboardKeys.default(orgId),
    queryFn: getDashboard,
    staleTime: 60_000,
  })

export function useDashboard(orgId: number) {
  return useQuery(dashboardQuery(orgId))
}
