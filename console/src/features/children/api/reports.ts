// The children's dashboard and reports (docs/children-api.md "As built — h-checkin": dashboard,
// reports/attendance, reports/first-timers, reports/not-seen).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ApiData, ApiItem, Page } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'

const C = '/api/children'

export type ChildrenDashboard = ApiData<'/api/children/dashboard'>
export type AttendanceRow = ApiItem<'/api/children/reports/attendance'>
export type FirstTimerRow = ApiItem<'/api/children/reports/first-timers'>
export type NotSeenRow = ApiItem<'/api/children/reports/not-seen'>

export function useChildrenDashboard(weeks: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: ['children', orgId, 'dashboard', weeks],
    queryFn: async () => (await api.post<ChildrenDashboard>(`${C}/dashboard`, { weeks })).responseData,
    placeholderData: keepPreviousData,
  })
}

/** `page` is 1-based as the console shows it; the API counts from 0. */
export interface RangeFilter {
  from: string
  to: string
  classroomId: number | null
  page: number
  pageSize: number
}

const rangeBody = (f: RangeFilter) => ({ from: f.from, to: f.to, page: f.page - 1, pageSize: f.pageSize, ...(f.classroomId ? { classroomId: f.classroomId } : {}) })

export const fetchAttendance = async (f: RangeFilter) => (await api.post<Page<AttendanceRow>>(`${C}/reports/attendance`, rangeBody(f))).responseData
export const fetchFirstTimers = async (f: RangeFilter) => (await api.post<Page<FirstTimerRow>>(`${C}/reports/first-timers`, rangeBody(f))).responseData
export const fetchNotSeen = async (weeks: number, page: number, pageSize: number) => (await api.post<Page<NotSeenRow>>(`${C}/reports/not-seen`, { weeks, page: page - 1, pageSize })).responseData

export function useAttendanceReport(f: RangeFilter) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: ['children', orgId, 'reports', 'attendance', f], queryFn: () => fetchAttendance(f), placeholderData: keepPreviousData })
}

export function useFirstTimersReport(f: RangeFilter) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: ['children', orgId, 'reports', 'first-timers', f], queryFn: () => fetchFirstTimers(f), placeholderData: keepPreviousData })
}

export function useNotSeenReport(weeks: number, page: number, pageSize: number) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: ['children', orgId, 'reports', 'not-seen', weeks, page, pageSize], queryFn: () => fetchNotSeen(weeks, page, pageSize), placeholderData: keepPreviousData })
}
