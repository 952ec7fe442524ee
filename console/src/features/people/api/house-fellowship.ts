// Districts → zones → fellowships, page size 10 (spec §7).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiItem } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

export const FELLOWSHIP_PAGE_SIZE = 10

export type District = ApiItem<'/api/people/house-fellowship/districts/list'>
export type Zone = ApiItem<'/api/people/house-fellowship/zones/list'>
export type Fellowship = ApiItem<'/api/people/house-fellowship/fellowships/list'>
export type FellowshipMember = ApiItem<'/api/people/house-fellowship/fellowships/members'>

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
      qc.invalidateQueries({ queryKey: peopleKeys.persons(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}

export const MEETING_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
