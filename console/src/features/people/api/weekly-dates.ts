// Spec §3/§9 weekly dates generator: the request type is startYear, endYear or other; the answer
// is responseData.ReturnedRecords.
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { ApiData } from '@/api'
import { peopleKeys } from '@/lib/query-keys'

export type Week = Extract<ApiData<'/api/people/weekly-dates'>['ReturnedRecords'][number], object>

export type WeeklyDatesRequest = { type: 'startYear' } | { type: 'endYear'; startYear: number } | { type: 'other'; startYear: number; endYear: number }

export const getWeeklyDates = async <T,>(req: WeeklyDatesRequest) => (await api.post<{ ReturnedRecords: T[] }>('/api/people/weekly-dates', req)).responseData.ReturnedRecords

export function useStartYears() {
  const { orgId } = useOrg()
  const req: WeeklyDatesRequest = { type: 'startYear' }
  return useQuery({ queryKey: peopleKeys.weeklyDates(orgId, req), queryFn: () => getWeeklyDates<number>(req), staleTime: 10 * 60_000 })
}

export function useEndYears(startYear: number | null) {
  const { orgId } = useOrg()
  const req: WeeklyDatesRequest = { type: 'endYear', startYear: startYear ?? 0 }
  return useQuery({ queryKey: peopleKeys.weeklyDates(orgId, req), queryFn: () => getWeeklyDates<number>(req), enabled: !!startYear, staleTime: 10 * 60_000 })
}

export function useWeeks(startYear: number | null, endYear: number | null) {
  const { orgId } = useOrg()
  const req: WeeklyDatesRequest = { type: 'other', startYear: startYear ?? 0, endYear: endYear ?? 0 }
  return useQuery({ queryKey: peopleKeys.weeklyDates(orgId, req), queryFn: () => getWeeklyDates<Week>(req), enabled: !!startYear && !!endYear, staleTime: 10 * 60_000 })
}
