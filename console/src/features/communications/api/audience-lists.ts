// The lists an audience is built from, read through their own list endpoints: households, groups,
// service units and house fellowships of the people module (searched by name), the saved lists of
// the directory and the contact groups of this module.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import type { Page } from './types'

export type ListKind = 'households' | 'groups' | 'serviceUnits' | 'fellowships' | 'savedLists' | 'contactGroups'

/** One choosable list, whatever its kind: its id, its name and a line about it. */
export interface ListOption {
  id: number
  name: string
  detail: string
}

export const AUDIENCE_PAGE_SIZE = 20

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`

type Named = { id: number; name: string; memberCount?: number; members?: number; address?: string; zone?: string; district?: string; description?: string }

const PAGED: Record<Exclude<ListKind, 'savedLists'>, { path: string; search: 'q' | 'search'; detail: (x: Named) => string }> = {
  households: { path: '/api/people/households/list', search: 'q', detail: (x) => [plural(x.memberCount ?? 0, 'member'), x.address].filter(Boolean).join(' · ') },
  groups: { path: '/api/people/groups/list', search: 'q', detail: (x) => plural(x.memberCount ?? 0, 'member') },
  serviceUnits: { path: '/api/people/service-units/list', search: 'q', detail: (x) => plural(x.memberCount ?? 0, 'member') },
  fellowships: { path: '/api/people/house-fellowship/fellowships/list', search: 'q', detail: (x) => [plural(x.memberCount ?? 0, 'member'), x.zone, x.district].filter(Boolean).join(' · ') },
  contactGroups: { path: '/api/communications/contact-groups/list', search: 'search', detail: (x) => plural(x.members ?? 0, 'member') },
}

export async function searchLists(kind: ListKind, q: string, signal?: AbortSignal, pageSize = AUDIENCE_PAGE_SIZE): Promise<ListOption[]> {
  if (kind === 'savedLists') {
    const items = (await api.post<{ items: Named[] | null }>('/api/people/saved-lists/list', {}, { signal })).responseData.items ?? []
    const needle = q.toLowerCase()
    return items.filter((x) => x.name.toLowerCase().includes(needle)).map((x) => ({ id: x.id, name: x.name, detail: 'Saved list of the directory' }))
  }
  const spec = PAGED[kind]
  const body = { [spec.search]: q || undefined, page: 0, pageSize }
  const page = (await api.post<Page<Named>>(spec.path, body, { signal })).responseData
  return (page.items ?? []).map((x) => ({ id: x.id, name: x.name, detail: spec.detail(x) }))
}

export function useListSearch(kind: ListKind, q: string) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.audience(orgId, kind, q),
    queryFn: ({ signal }) => searchLists(kind, q, signal),
    placeholderData: keepPreviousData,
  })
}
