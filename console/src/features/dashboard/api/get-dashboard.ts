import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { dashboardKeys } from '@/lib/query-keys'

export interface CountByLabel {
  label: string
  count: number
}

export interface DashboardFigures {
  totalPeople: number
  newPeopleLast30Days: number
  activeAdmins: number
  signInsLast7Days: number
  genderBreakdown: CountByLabel[]
  ageBands: CountByLabel[]
  /** Last 6 months, cumulative; month is YYYY-MM. */
  growth: { month: string; count: number }[]
}

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
