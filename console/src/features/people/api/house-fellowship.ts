// Districts → zones → fellowships, page size 10 (spec §7).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@/lib/toast'
import { peopleKeys } from './keys'
import type { Page } from './types'

export const FELLOWSHIP_PAGE_SIZE = 10

export interface District {
  id: number
  name: string
  zoneCount: number
}
export interface Zone {
  id: number
  districtId: number
  district: string
  name: string
  fellowshipCount: number
}
export interface Fellowship {
  id: number
  zoneId: number
  zone: string
  districtId: number
  district: string
  name: string
  address: string
  meetingDay: string
  meetingTime: string
  leaderId: number | null
  leader: string
  hostId: number | null
  host: string
  memberCount: number
}
export interface FellowshipMember {
  personId: number
  fullName: string
  email: string
  mobile: string
}

type Level = 'districts' | 'zones' | 'fellowships'

const base = '/api/people/house-fellowship'

export const listLevel = async <T,>(level: Level, req: Record<string, unknown>) => (await api.post<Page<T>>(`${base}/${level}/list`, req)).responseData

export function useDistricts(req: { q?: string; page: number; pageSize?: number }) {
  const { orgId } = useOrg()
  const body = { pageSize: FELLOWSHIP_PAGE_SIZE, ...req }
  return useQuery({ queryKey: [...peopleKeys.fellowship(orgId), 'districts', body], queryFn: () => listLevel<District>('districts', body), placeholderData: keepPreviousData })
}

export function useZones(req: { districtId?: number; q?: string; page: number; pageSize?: number }, enabled = true) {
  const { orgId } = useOrg()
  const body = { pageSize: FELLOWSHIP_PAGE_SIZE, ...req }
  return useQuery({ queryKey: [...peopleKeys.fellowship(orgId), 'zones', body], queryFn: () => listLevel<Zone>('zones', body), placeholderData: keepPreviousData, enabled })
}

export function useFellowships(req: { zoneId?: number; districtId?: number; q?: string; page: number; pageSize?: number }, enabled = true) {
  const { orgId } = useOrg()
  const body = { pageSize: FELLOWSHIP_PAGE_SIZE, ...req }
  return useQuery({ queryKey: [...peopleKeys.fellowship(orgId), 'fellowships', body], queryFn: () => listLevel<Fellowship>('fellowships', body), placeholderData: keepPreviousData, enabled })
}

export function useFellowshipMembers(req: { fellowshipId: number; page: number; pageSize?: number }) {
  const { orgId } = useOrg()
  const body = { pageSize: FELLOWSHIP_PAGE_SIZE, ...req }
  return useQuery({
    queryKey: [...peopleKeys.fellowship(orgId), 'members', body],
    queryFn: async () => (await api.post<Page<FellowshipMember>>(`${base}/fellowships/members`, body)).responseData,
    placeholderData: keepPreviousData,
    enabled: req.fellowshipId > 0,
  })
}

export type FellowshipCall = { path: string; body: Record<string, unknown>; done: string }

export function useFellowshipCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (c: FellowshipCall) => api.post<unknown>(`${base}/${c.path}`, c.body),
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || c.done)
      qc.invalidateQueries({ queryKey: peopleKeys.fellowship(orgId) })
      qc.invalidateQueries({ queryKey: ['people', orgId, 'person'] })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}

export const MEETING_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
