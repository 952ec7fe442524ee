import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, ApiItem, Sent } from '@/api'
import type { Person } from './types'

type Pair = ApiItem<'/api/people/duplicates'>

/**
 * One record of a suspected pair (person.Summary). birthDate, createdAt and householdName are
 * omitted when empty (omitempty), so they are optional here.
 */
export type DuplicateSide = Pair['a']

/** merge.DuplicatePair: two people and why they look alike (name, email, phone). */
export type DuplicatePair = Pair

export type DuplicatesRequest = Sent<ApiBody<'/api/people/duplicates'>, 'page' | 'pageSize'>

type DuplicatesPage = ApiData<'/api/people/duplicates'>

export const getDuplicates = async (req: DuplicatesRequest) => (await api.post<DuplicatesPage>('/api/people/duplicates', req)).responseData

export function useDuplicates(req: DuplicatesRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.duplicates(orgId), req], queryFn: () => getDuplicates(req), placeholderData: keepPreviousData })
}

export const mergePeople = (req: Sent<ApiBody<'/api/people/merge'>, 'keepId' | 'mergeId'>) => api.post<Person>('/api/people/merge', req)

export function useMergePeople() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: mergePeople,
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Records merged')
      // A merge moves every linked record: anything about people may have changed.
      qc.invalidateQueries({ queryKey: peopleKeys.all(orgId) })
    },
  })
}
