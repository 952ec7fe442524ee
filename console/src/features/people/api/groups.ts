import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiItem, OpCall, Sent } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

export type Group = ApiItem<'/api/people/groups/list'>

export type PageRequest = Sent<ApiBody<'/api/people/groups/list'>, 'page' | 'pageSize'>

export const getGroups = async (req: PageRequest) => (await api.post<Page<Group>>('/api/people/groups/list', req)).responseData

export function useGroups(req: PageRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.groups(orgId), 'list', req], queryFn: () => getGroups(req), placeholderData: keepPreviousData })
}

/** All groups for a filter menu (max page size). */
export function useAllGroups() {
  return useGroups({ page: 0, pageSize: 200 })
}

type Call = OpCall<'/api/people/groups', 'add' | 'update' | 'delete'>

export const groupCall = (c: Call) => api.post<Group>(`/api/people/groups/${c.op}`, c.body)

export function useGroupCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: groupCall,
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || { add: 'Group created', update: 'Group updated', delete: 'Group deleted' }[c.op])
      qc.invalidateQueries({ queryKey: peopleKeys.groups(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
      if (c.op === 'delete') qc.invalidateQueries({ queryKey: peopleKeys.persons(orgId) })
    },
  })
}
