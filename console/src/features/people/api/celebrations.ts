import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from '@/lib/query-keys'
import type { ApiBody, ApiItem, Narrow, Sent } from '@/api'
import type { Page } from './types'

export type CelebrationsRequest = Narrow<Sent<ApiBody<'/api/people/celebrations'>, 'year' | 'page' | 'pageSize'>, { kind: 'birthday' | 'wedding' | 'all'; period: 'month' | 'week' }>

export type Celebration = Narrow<ApiItem<'/api/people/celebrations'>, { kind: 'birthday' | 'wedding' }>

export const getCelebrations = async (req: CelebrationsRequest) => (await api.post<Page<Celebration>>('/api/people/celebrations', req)).responseData

export function useCelebrations(req: CelebrationsRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: peopleKeys.celebrations(orgId, req), queryFn: () => getCelebrations(req), placeholderData: keepPreviousData })
}
