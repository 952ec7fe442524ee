import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiItem, Narrow, Sent } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

/** Spec §7: group users are fetched page 0, size 50. */
export const GROUP_USERS_PAGE_SIZE = 50

export type GroupUser = Narrow<ApiItem<'/api/people/groups/users'>, { role: 'member' | 'leader' }>

export type GroupUsersRequest = Sent<ApiBody<'/api/people/groups/users'>, 'groupId' | 'page' | 'pageSize'>

export const getGroupUsers = async (req: GroupUsersRequest) => (await api.post<Page<GroupUser>>('/api/people/groups/users', req)).responseData

export function useGroupUsers(req: GroupUsersRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.groupUsers(orgId, req.groupId), req], queryFn: () => getGroupUsers(req), placeholderData: keepPreviousData, enabled: req.groupId > 0 })
}

type Call = { op: 'add'; body: { groupId: number; personIds: number[]; role?: 'member' | 'leader' } } | { op: 'remove'; body: { groupId: number; personIds: number[] } }

export const groupUsersCall = (c: Call) => api.post<{ added?: number; removed?: number }>(`/api/people/groups/users/${c.op}`, c.body)

export function useGroupUsersCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: groupUsersCall,
    onSuccess: (env, c) => {
      const n = env.responseData.added ?? env.responseData.removed ?? c.body.personIds.length
      toast.success(env.responseMessage || (c.op === 'add' ? `${n} added to the group` : `${n} removed from the group`))
      qc.invalidateQueries({ queryKey: peopleKeys.groups(orgId) })
      for (const id of c.body.personIds) qc.invalidateQueries({ queryKey: peopleKeys.person(orgId, id) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}
