import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Person, PersonInput } from './types'

export type UpdatePersonInput = { id: number } & Partial<PersonInput>

export const updatePerson = (input: UpdatePersonInput) => api.post<Person>('/api/people/update', input)

export function useUpdatePerson() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: (env, input) => {
      toast.success(env.responseMessage || 'Changes saved')
      qc.invalidateQueries({ queryKey: peopleKeys.person(orgId, input.id) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.duplicates(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
    },
  })
}
