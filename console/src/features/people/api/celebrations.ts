import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { peopleKeys } from './keys'
import type { Page } from './types'

export interface CelebrationsRequest {
  kind: 'birthday' | 'wedding' | 'all'
  period: 'month' | 'week'
  year: number
  month?: number
  week?: number
  page: number
  pageSize: number
}

export interface Celebration {
  personId: number
  fullName: string
  email: string
  mobile: string
  kind: 'birthday' | 'wedding'
  date: string
  day: string
  years: number | null
  hasPhoto: boolean
  photoUrl: string
}

export const getCelebrations = async (req: CelebrationsRequest) => (await api.post<Page<Celebration>>('/api/people/celebrations', req)).responseData

export function useCelebrations(req: CelebrationsRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: peopleKeys.celebrations(orgId, req), queryFn: () => getCelebrations(req), placeholderData: keepPreviousData })
}
