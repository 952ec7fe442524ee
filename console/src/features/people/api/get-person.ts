import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from '@/lib/query-keys'
import type { PersonDetail } from './types'

export const getPerson = async (id: number) => (await api.post<PersonDetail>('/api/people/get', { id })).responseData

export const personQuery = (orgId: number, id: number) =>
  queryOptions({
    queryKey: peopleKeys.person(orgId, id),
    queryFn: () => getPerson(id),
    retry: (n, err) => n < 1 && !(err && typeof err === 'object' && 'status' in err && (err as { status: number }).status < 500),
  })

export function usePerson(id: number | null) {
  const { orgId } = useOrg()
  return useQuery({ ...personQuery(orgId, id ?? 0), enabled: !!id })
}
