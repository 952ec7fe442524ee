import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Person } from './types'

/** Deactivate keeps every record (giving, attendance…) and ends the person's sessions. */
export const setPersonStatus = ({ id, active }: { id: number; active: boolean }) => api.post<Person>(active ? '/api/people/reactivate' : '/api/people/deactivate', { id })

export function useSetPersonStatus() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: setPersonStatus,
    onSuccess: (env, { id, active }) => {
      toast.success(env.responseMessage || (active ? 'Person reactivated' : 'Person deactivated'))
      qc.invalidateQueries({ queryKey: peopleKeys.person(orgId, id) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
    },
  })
}
