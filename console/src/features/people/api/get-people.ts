import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { ListRequest } from '../lib/filters'
import { peopleKeys } from '@/lib/query-keys'
import type { PeoplePage } from './types'

export const getPeople = async (req: ListRequest, signal?: AbortSignal) => (await api.post<PeoplePage>('/api/people/list', req, { signal })).responseData

export const peopleListQuery = (orgId: number, req: ListRequest) =>
  queryOptions({
    queryKey: peopleKeys.list(orgId, req),
    queryFn: ({ signal }) => getPeople(req, signal),
    // Typing in the search box must not blank the table between pages of results.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export function usePeople(req: ListRequest, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({ ...peopleListQuery(orgId, req), enabled })
}
