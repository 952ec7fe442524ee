import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, ApiItem, OpCall, Sent } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

/** Spec §7: group users are fetched page 0, size 50. */
export const GROUP_USERS_PAGE_SIZE = 50

export type GroupUser = ApiItem<'/api/people/groups/users'>

export type GroupUsersRequest = Sent<ApiBody<'/api/people/groups/users'>, 'groupId' | 'page' | 'pageSize'>

export const getGroupUsers = async (req: GroupUsersRequest) => (await api.post<Page<GroupUser>>('/api/people/groups/users', req)).responseData

export function useGroupUsers(req: GroupUsersRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.groupUsers(orgId, req.groupId), req], queryFn: () => getGroupUsers(req), placeholderData: keepPreviousData, enabled: req.groupId > 0 })
}

type Call = OpCall<'/api/people/groups/users', 'add' | 'remove'>

export const groupUsersCall = (c: Call) => api.post<ApiData<'/api/people/groups/users/add'> | ApiData<'/api/people/groups/users/remove'>>(`/api/people/groups/users/${c.op}`, c.body)

export function useGroupUsersCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: groupUsersCall,
    onSuccess: (env, c) => {
      const d = env.responseData
      const n = 'added' in d ? d.added : d.removed
      toast.success(env.responseMessage || (c.op === 'add' ? `${n} added to the group` : `${n} removed from the group`))
      qc.invalidateQueries({ queryKey: peopleKeys.groups(orgId) })
      for (const id of c.body.personIds ?? []) qc.invalidateQueries({ queryKey: peopleKeys.person(orgId, id) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}
