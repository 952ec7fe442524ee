// Saved lists of the people listing (docs/people-api.md "Saved lists"): shared by the staff.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiData, Narrow, OpCall } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import type { SavedFilters } from '../lib/filters'
import { peopleKeys } from '@/lib/query-keys'

export type SavedList = Narrow<ApiData<'/api/people/saved-lists/add'>, { filters: Partial<SavedFilters> }>

export const SAVED_LIST_NAME_MAX = 60

export function useSavedLists() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: peopleKeys.savedLists(orgId),
    queryFn: async () => (await api.post<{ items: SavedList[] }>('/api/people/saved-lists/list', {})).responseData.items,
  })
}

type Call = OpCall<'/api/people/saved-lists', 'add' | 'update' | 'delete'>

export function useSavedListCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (c: Call) => api.post<SavedList>(`/api/people/saved-lists/${c.op}`, c.body),
    onSuccess: (env) => {
      toast.success(env.responseMessage)
      qc.invalidateQueries({ queryKey: peopleKeys.savedLists(orgId) })
    },
  })
}

/** The server's name rules and messages, checked before sending. */
export function savedListNameError(name: string): string | null {
  const n = name.trim().replace(/\s+/g, ' ')
  if (!n) return 'List name is required'
  if ([...n].length > SAVED_LIST_NAME_MAX) return 'List name must be at most 60 characters'
  return null
}
