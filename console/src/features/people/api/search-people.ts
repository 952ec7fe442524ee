import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, Sent } from '@/api'

export type SearchRequest = Sent<ApiBody<'/api/people/search'>, 'q'>

export const searchPeople = async (req: SearchRequest, signal?: AbortSignal) =>
  (await api.post<ApiData<'/api/people/search'>>('/api/people/search', req, { signal })).responseData.items

export const searchPeopleQuery = (orgId: number, req: SearchRequest) =>
  queryOptions({
    queryKey: peopleKeys.search(orgId, req),
    queryFn: ({ signal }) => searchPeople(req, signal),
    staleTime: 10_000,
  })

/** Person picker search; the server answers nothing under 2 characters, so we do not ask. */
export function useSearchPeople(req: SearchRequest) {
  const { orgId } = useOrg()
  return useQuery({ ...searchPeopleQuery(orgId, req), enabled: req.q.trim().length >= 2 })
}
