// The people and lists an audience is built from: people, households, groups, service units and
// house fellowships of the people module, the directory's saved lists and this module's contact
// groups, searched by name through POST /api/communications/audience/options.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, ApiItem } from '@/api'

export type ListKind = 'people' | 'households' | 'groups' | 'serviceUnits' | 'fellowships' | 'savedLists' | 'contactGroups'

/** One choosable person or list, whatever its kind: its id, its name and a line about it. */
export interface ListOption {
  id: number
  name: string
  detail: string
}

export const AUDIENCE_PAGE_SIZE = 20

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`

const DETAIL: Record<ListKind, (x: ApiItem<'/api/communications/audience/options'>) => string> = {
  people: (x) => [x.mobile, x.email].filter(Boolean).join(' · ') || 'No mobile or e-mail',
  households: (x) => plural(x.members, 'member'),
  groups: (x) => plural(x.members, 'member'),
  serviceUnits: (x) => plural(x.members, 'member'),
  fellowships: (x) => plural(x.members, 'member'),
  savedLists: () => 'Saved list of the directory',
  contactGroups: (x) => plural(x.members, 'member'),
}

/** People and lists by name, through the communications key's own call (a Communications role
 * holds no people key, so the people pages' lists would refuse it). */
export async function searchLists(kind: ListKind, q: string, signal?: AbortSignal, limit = AUDIENCE_PAGE_SIZE): Promise<ListOption[]> {
  const body: ApiBody<'/api/communications/audience/options'> = { kind, search: q, limit }
  const items = (await api.post<ApiData<'/api/communications/audience/options'>>('/api/communications/audience/options', body, { signal })).responseData.items ?? []
  return items.map((x) => ({ id: x.id, name: x.name, detail: DETAIL[kind](x) }))
}

export function useListSearch(kind: ListKind, q: string) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.audience(orgId, kind, q),
    queryFn: ({ signal }) => searchLists(kind, q, signal),
    placeholderData: keepPreviousData,
  })
}
