// Leadership & directory (docs/people-api.md "Leadership"): the leadership calls as the
// organisation section serves them (/api/organization/leadership/..., the organization key that
// opens this page; the people API answers the same calls under the people key).
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData } from '@/api'
import type { Leader } from './types'

/** POST /api/organization/leadership/list — in directory order. */
export const listLeaders = async () => (await api.post<ApiData<'/api/organization/leadership/list'>>('/api/organization/leadership/list', {})).responseData.items

export const leadersQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.leaders(orgId), queryFn: listLeaders, staleTime: 30_000 })

export function useLeaders(enabled = true) {
  return useQuery({ ...leadersQuery(useOrg().orgId), enabled })
}

/** POST /api/organization/leadership/search-user — active people who are not leaders yet. */
export const searchLeaderCandidates = async (q: string) => (await api.post<ApiData<'/api/organization/leadership/search-user'>>('/api/organization/leadership/search-user', { q })).responseData.items

export function useLeaderCandidates(q: string) {
  const { orgId } = useOrg()
  const term = q.trim()
  return useQuery({
    queryKey: orgKeys.leaderSearch(orgId, term),
    queryFn: () => searchLeaderCandidates(term),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

/** POST /api/organization/leadership/save — add, or update the title when `id` is given. */
export const saveLeader = (body: ApiBody<'/api/organization/leadership/save'>) => api.post<Leader>('/api/organization/leadership/save', body)

/** POST /api/organization/leadership/delete */
export const deleteLeader = (id: number) => api.post<ApiData<'/api/organization/leadership/delete'>>('/api/organization/leadership/delete', { id })

/** POST /api/organization/leadership/change — move a leader to a new position in the directory. */
export const moveLeader = (body: ApiBody<'/api/organization/leadership/change'>) => api.post<ApiData<'/api/organization/leadership/change'>>('/api/organization/leadership/change', body)

function useLeadersMutation<V, R>(fn: (v: V) => Promise<{ responseMessage: string; responseData: R }>, fallback: string) {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: fn,
    onSuccess: (env) => {
      cache.invalidate(orgKeys.leaders(cache.orgId))
      toast.success(env.responseMessage || fallback)
    },
  })
}

export const useSaveLeader = () => useLeadersMutation(saveLeader, 'Leader saved')
export const useDeleteLeader = () => useLeadersMutation(deleteLeader, 'Leader removed')
export const useMoveLeader = () => useLeadersMutation(moveLeader, 'Directory order saved')
