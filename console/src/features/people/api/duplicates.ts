import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@/lib/toast'
import { peopleKeys } from '@/lib/query-keys'
import type { Page, Person, PersonStatus } from './types'

export interface DuplicateSide {
  id: number
  fullName: string
  email: string
  mobile: string
  birthDate: string | null
  status: PersonStatus
  createdAt: string
  householdName: string
}

export interface DuplicatePair {
  a: DuplicateSide
  b: DuplicateSide
  reasons: ('name' | 'email' | 'phone')[]
}

export const getDuplicates = async (req: { page: number; pageSize: number }) => (await api.post<Page<DuplicatePair>>('/api/people/duplicates', req)).responseData

export function useDuplicates(req: { page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...peopleKeys.duplicates(orgId), req], queryFn: () => getDuplicates(req), placeholderData: keepPreviousData })
}

export const mergePeople = (req: { keepId: number; mergeId: number }) => api.post<Person>('/api/people/merge', req)

export function useMergePeople() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: mergePeople,
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Records merged')
      // A merge moves every linked record: anything about people may have changed.
      qc.invalidateQueries({ queryKey: peopleKeys.all(orgId) })
    },
  })
}
