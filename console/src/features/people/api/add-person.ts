import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from '@/lib/query-keys'
import type { Person, PersonInput, Relationship } from './types'

export interface AddPersonInput extends PersonInput {
  householdId: number | null
  relationship: Relationship
  createLogin: boolean
  password: string
}

export type AddedPerson = Person & { generatedPassword?: string; envelopeId: string }

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
