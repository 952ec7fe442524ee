import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { OnboardingConfig } from './types'

export const getConfig = (signal?: AbortSignal) => api.get<OnboardingConfig>('/api/onboarding/config', signal).then((e) => e.data)

export const configQuery = () => queryOptions({ queryKey: ['onboarding', 'config'], queryFn: ({ signal }) => getConfig(signal), staleTime: Infinity })

export function useOnboardingConfig() {
  return useQuery(configQuery())
}
