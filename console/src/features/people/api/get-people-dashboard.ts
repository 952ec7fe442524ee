import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from './keys'

export interface LabelCount {
  label: string
  count: number
}

export interface PeopleDashboard {
  totals: { people: number; active: number; inactive: number; households: number; newThisMonth: number; groups: number; serviceUnits: number }
  growth: { month: string; total: number; new: number }[]
  membershipTypes: (LabelCount & { id: number | null })[]
  gender: LabelCount[]
  ageBands: LabelCount[]
  attendanceTrend: { weekStart: string; present: number; guests: number }[]
}

export const getPeopleDashboard = async () => (await api.post<PeopleDashboard>('/api/people/dashboard', {})).responseData

export const peopleDashboardQuery = (orgId: number) => queryOptions({ queryKey: peopleKeys.dashboard(orgId), queryFn: getPeopleDashboard, staleTime: 60_000 })

export function usePeopleDashboard() {
  const { orgId } = useOrg()
  return useQuery(peopleDashboardQuery(orgId))
}
