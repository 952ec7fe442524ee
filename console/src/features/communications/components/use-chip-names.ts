import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import { searchLists, type ListKind } from '../api/audience-lists'
import type { Audience, Communication } from '../api/types'
import { chipKey, type ChipKind } from '../lib/compose'

const KINDS: [ChipKind, ListKind, keyof Audience][] = [
  ['household', 'households', 'householdIds'],
  ['group', 'groups', 'groupIds'],
  ['serviceUnit', 'serviceUnits', 'serviceUnitIds'],
  ['fellowship', 'fellowships', 'fellowshipIds'],
  ['savedList', 'savedLists', 'savedListIds'],
  ['contactGroup', 'contactGroups', 'contactGroupIds'],
]

/**
 * The names of the lists a scheduled message's audience holds (it stores ids), looked up through
 * the lists' own endpoints, so the edit form shows "Youth" and not an id. People through /api/people/get. Undefined until the lookups are in.
 */
export function useChipNames(c: Communication): Record<string, string> | undefined {
  const { orgId } = useOrg()
  const wanted = KINDS.filter(([, , field]) => ((c.audience?.[field] as number[] | undefined) ?? []).length > 0)
  const q = useQuery({
    queryKey: [...communicationsKeys.one(orgId, c.id), 'names'],
    queryFn: async () => {
      const names: Record<string, string> = {}
      for (const [chip, kind] of wanted) {
        try {
          for (const o of await searchLists(kind, '', undefined, 200)) names[chipKey({ kind: chip, id: o.id })] = o.name
        } catch {
          // A list the user may not read (another module's key) keeps its "Group #3" label.
        }
      }
      // People one by one (a scheduled message names a few; the people key may be missing: then "Person #7").
      for (const id of (c.audience?.personIds ?? []).slice(0, 50)) {
        try {
          const p = (await api.post<{ fullName?: string; firstName?: string; lastName?: string }>('/api/people/get', { id })).responseData
          names[chipKey({ kind: 'person', id })] = p.fullName || `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()
        } catch {
          // Not readable here: keeps its "Person #7" label.
        }
      }
      return names
    },
    staleTime: 60_000,
  })
  return q.data ?? (q.isError ? {} : undefined)
}
