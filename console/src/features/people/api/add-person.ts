import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, Narrow, Sent } from '@/api'
import type { PersonInput, PersonNarrowing, Relationship } from './types'

type Joining = 'createLogin' | 'password'

/**
 * The person's fields and how they join (people.addRequest). householdId is null for no household
 * (docs/people-api.md "add"; Go reads null as 0, none), relationship one the server accepts.
 */
export type AddPersonInput = PersonInput &
  Sent<Pick<ApiBody<'/api/people/add'>, Joining>, Joining> & { householdId: number | null; relationship: Relationship }

/** The person added, with the password generated for their login (people.Added). */
export type AddedPerson = Narrow<ApiData<'/api/people/add'>, PersonNarrowing>

export const addPerson = (input: AddPersonInput) => api.post<AddedPerson>('/api/people/add', input)

export function useAddPerson() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: addPerson,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.duplicates(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.names(orgId, 'membership-types') })
    },
  })
}
