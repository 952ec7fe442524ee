import { useQuery } from '@tanstack/react-query'
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
 * the lists' own endpoints, so the edit form shows "Youth" and not an id. People are named by the
 * server's audience names when it gives them. Undefined until the lookups are in.
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
      const people = (c.audience as { people?: { id: number; name: string }[] } | undefined)?.people ?? []
      for (const p of people) names[chipKey({ kind: 'person', id: p.id })] = p.name
      return names
    },
    staleTime: 60_000,
  })
  return q.data ?? (q.isError ? {} : undefined)
}
