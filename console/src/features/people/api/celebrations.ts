import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from '@/lib/query-keys'
import type { ApiBody, ApiItem, Sent } from '@/api'
import type { Page } from './types'

export type CelebrationsRequest = Sent<ApiBody<'/api/people/celebrations'>, 'kind' | 'period' | 'year' | 'page' | 'pageSize'>

export type Celebration = ApiItem<'/api/people/celebrations'>

export const getCelebrations = async (req: CelebrationsRequest) => (await api.post<Page<Celebration>>('/api/people/celebrations', req)).responseData

export function useCelebrations(req: CelebrationsRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: peopleKeys.celebrations(orgId, req), queryFn: () => getCelebrations(req), placeholderData: keepPreviousData })
}
