import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiItem, OpCall } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

export type ServiceUnit = ApiItem<'/api/people/service-units/list'>

export type UnitMember = ApiItem<'/api/people/service-units/members'>

export const getServiceUnits = async (req: { q?: string; page: number; pageSize: number }) => (await api.post<Page<ServiceUnit>>('/api/people/service-units/list', req)).responseData

export function useServiceUnits(req: { q?: string; page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.serviceUnits(orgId), 'list', req], queryFn: () => getServiceUnits(req), placeholderData: keepPreviousData })
}

export function useAllServiceUnits() {
  return useServiceUnits({ page: 0, pageSize: 200 })
}

export const getUnitMembers = async (req: { serviceUnitId: number; q?: string; page: number; pageSize: number }) =>
  (await api.post<Page<UnitMember>>('/api/people/service-units/members', req)).responseData

export function useUnitMembers(req: { serviceUnitId: number; q?: string; page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.unitMembers(orgId, req.serviceUnitId), req], queryFn: () => getUnitMembers(req), placeholderData: keepPreviousData, enabled: req.serviceUnitId > 0 })
}

type Call = OpCall<'/api/people/service-units', 'add' | 'update' | 'delete' | 'members/add' | 'members/remove' | 'members/set-position'>

export const serviceUnitCall = (c: Call) => api.post<unknown>(`/api/people/service-units/${c.op}`, c.body)

const DONE: Record<Call['op'], string> = {
  add: 'Service unit created',
  update: 'Service unit updated',
  delete: 'Service unit deleted',
  'members/add': 'Added to the service unit',
  'members/remove': 'Removed from the service unit',
  'members/set-position': 'Position updated',
}

export function useServiceUnitCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: serviceUnitCall,
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || DONE[c.op])
      qc.invalidateQueries({ queryKey: peopleKeys.serviceUnits(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.persons(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
    },
  })
}
