import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, ApiItem, OpCall, Sent } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

export type Service = ApiData<'/api/people/attendance/services/add'>

export type AttendanceSummary = ApiItem<'/api/people/attendance/list'>

/** The document names the attendees' key: id (the console used to read personId or id). */
export type AttendanceRecord = ApiData<'/api/people/attendance/get'>

export function useServices() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.attendance(orgId), 'services'],
    queryFn: async () => (await api.post<{ items: Service[] }>('/api/people/attendance/services/list', {})).responseData.items,
    staleTime: 60_000,
  })
}

export type AttendanceListRequest = Sent<ApiBody<'/api/people/attendance/list'>, 'page' | 'pageSize'>

export function useAttendanceList(req: AttendanceListRequest) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.attendance(orgId), 'list', req],
    queryFn: async () => (await api.post<Page<AttendanceSummary>>('/api/people/attendance/list', req)).responseData,
    placeholderData: keepPreviousData,
  })
}

export function useAttendanceRecord(req: { serviceId: number; date: string } | null) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.attendance(orgId), 'get', req],
    queryFn: async () => (await api.post<AttendanceRecord>('/api/people/attendance/get', req)).responseData,
    enabled: !!req && req.serviceId > 0 && !!req.date,
    retry: false,
  })
}

type Call = OpCall<'/api/people/attendance', 'services/add' | 'services/update' | 'services/delete' | 'record' | 'delete'>

const DONE: Record<Call['op'], string> = {
  'services/add': 'Service added',
  'services/update': 'Service updated',
  'services/delete': 'Service deleted',
  record: 'Attendance saved',
  delete: 'Attendance deleted',
}

export const attendanceCall = (c: Call) => api.post<unknown>(`/api/people/attendance/${c.op}`, c.body)

export function useAttendanceCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: attendanceCall,
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || DONE[c.op])
      qc.invalidateQueries({ queryKey: peopleKeys.attendance(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
      if (c.op === 'record') qc.invalidateQueries({ queryKey: peopleKeys.persons(orgId) })
    },
  })
}
