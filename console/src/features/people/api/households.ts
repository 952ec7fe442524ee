// Households (docs/people-api.md "Households"): a person is in at most one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiData, ApiItem, OpCall } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page, Relationship } from './types'

export type HouseholdSummary = ApiItem<'/api/people/households/list'>

export type Household = ApiData<'/api/people/households/get'>

export const RELATIONSHIPS: { value: Relationship; label: string }[] = [
  { value: 'head', label: 'Head of household' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'other', label: 'Other' },
]

export const getHouseholds = async (req: { q?: string; page: number; pageSize: number }) => (await api.post<Page<HouseholdSummary>>('/api/people/households/list', req)).responseData

export function useHouseholds(req: { q?: string; page: number; pageSize: number }, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.households(orgId), 'list', req], queryFn: () => getHouseholds(req), enabled })
}

type Call = OpCall<'/api/people/households', 'add' | 'update' | 'delete' | 'add-member' | 'remove-member'>

export const householdCall = (c: Call) => api.post<Household>(`/api/people/households/${c.op}`, c.body)

const DONE: Record<Call['op'], string> = {
  add: 'Household created',
  update: 'Household updated',
  delete: 'Household deleted',
  'add-member': 'Household updated',
  'remove-member': 'Removed from household',
}

/** Every household change touches people's profiles and the list's household column. */
export function useHouseholdCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: householdCall,
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || DONE[c.op])
      qc.invalidateQueries({ queryKey: peopleKeys.households(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.persons(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}
