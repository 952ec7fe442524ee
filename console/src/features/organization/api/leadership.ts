// Leadership & directory: the people API's leadership calls (docs/people-api.md "Leadership"),
// which need the people key as well as this page's organization key.
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@/lib/toast'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { Leader, LeaderCandidate } from './types'

/** POST /api/people/leadership/list — in directory order. */
export const listLeaders = async () => (await api.post<{ items: Leader[] }>('/api/people/leadership/list', {})).responseData.items

export const leadersQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.leaders(orgId), queryFn: listLeaders, staleTime: 30_000 })

export function useLeaders(enabled = true) {
  return useQuery({ ...leadersQuery(useOrg().orgId), enabled })
}

/** POST /api/people/leadership/search-user — active people who are not leaders yet. */
export const searchLeaderCandidates = async (q: string) => (await api.post<{ items: LeaderCandidate[] }>('/api/people/leadership/search-user', { q })).responseData.items

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

/** POST /api/people/leadership/save — add, or update the title when `id` is given. */
export const saveLeader = (body: { id?: number; personId: number; title: string }) => api.post<Leader>('/api/people/leadership/save', body)

/** POST /api/people/leadership/delete */
export const deleteLeader = (id: number) => api.post<unknown>('/api/people/leadership/delete', { id })

/** POST /api/people/leadership/change — move a leader to a new position in the directory. */
export const moveLeader = (body: { id: number; newPosition: number }) => api.post<{ items: Leader[] }>('/api/people/leadership/change', body)

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
