import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { ChurchSize } from './types'

export const getChurchSizes = (signal?: AbortSignal) => api.get<ChurchSize[]>('/api/onboarding/church-sizes', signal).then((e) => e.data)

export const churchSizesQuery = () => queryOptions({ queryKey: ['onboarding', 'church-sizes'], queryFn: ({ signal }) => getChurchSizes(signal), staleTime: 5 * 60_000 })

export function useChurchSizes() {
  return useQuery(churchSizesQuery())
}
