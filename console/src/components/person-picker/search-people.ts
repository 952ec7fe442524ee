import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys, roleKeys } from '@/lib/query-keys'
import type { ApiData, ApiItem, Narrow } from '@/api'

/** A person of POST /api/people/search (spec "search user"; the people key). */
export type PersonMatch = Narrow<ApiItem<'/api/people/search'>, { status: 'active' | 'inactive' }>

/** An account of POST /api/roles/search: active people with their roles (the organisation pages' key). */
export type AccountMatch = ApiItem<'/api/roles/search'>

/**
 * Where the picker searches: `people` (the people pages) or `accounts` (roles and audit, which
 * need only the organisation key and want each person's roles).
 */
export type PersonSource = 'people' | 'accounts'
export type Match<S extends PersonSource> = S extends 'accounts' ? AccountMatch : PersonMatch

/** The server answers nothing under two characters, so the picker does not ask. */
export const MIN_SEARCH = 2
export const SEARCH_LIMIT = 10
/** Typing settles for this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 250

export const matchId = (p: PersonMatch | AccountMatch): number => ('personId' in p ? p.personId : p.id)

export interface SearchRequest {
  q: string
  excludeIds?: number[]
  status?: 'active' | 'all'
}

export async function searchPeople<S extends PersonSource>(source: S, req: SearchRequest, signal?: AbortSignal): Promise<Match<S>[]> {
  if (source === 'accounts') {
    const res = await api.post<ApiData<'/api/roles/search'>>('/api/roles/search', { q: req.q, limit: SEARCH_LIMIT }, { signal })
    return res.responseData.items as Match<S>[]
  }
  const res = await api.post<{ items: PersonMatch[] }>('/api/people/search', { q: req.q, limit: SEARCH_LIMIT, status: req.status ?? 'active', excludeIds: req.excludeIds?.length ? req.excludeIds : undefined }, { signal })
  return res.responseData.items as Match<S>[]
}

/** The picker's search: a query per (source, text, exclusions, status); none under MIN_SEARCH. */
export function usePersonSearch<S extends PersonSource>(source: S, req: SearchRequest) {
  const { orgId } = useOrg()
  const q = req.q.trim()
  const body = { ...req, q }
  return useQuery({
    queryKey: source === 'accounts' ? roleKeys.personSearch(orgId, q) : peopleKeys.search(orgId, body),
    queryFn: ({ signal }) => searchPeople(source, body, signal),
    enabled: q.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
