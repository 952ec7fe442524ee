import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { roleKeys } from '@/lib/query-keys'
import type { ApiItem } from '@/api'

/** A person the picker offers (the roles search's answer). */
export type PickedPerson = ApiItem<'/api/roles/search'>

export const MIN_SEARCH = 2

/** POST /api/roles/search (spec "search") — active people, to give a role or filter the audit. */
export const searchPeople = async (q: string, limit = 10) => (await api.post<{ items: PickedPerson[] }>('/api/roles/search', { q, limit })).responseData.items

export function usePeopleSearch(q: string) {
  const { orgId } = useOrg()
  const term = q.trim()
  return useQuery({
    queryKey: roleKeys.personSearch(orgId, term),
    queryFn: () => searchPeople(term),
    enabled: term.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
