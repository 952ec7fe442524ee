import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from './keys'
import type { Tooltip } from './types'

/** POST /api/organization/tooltips/list (spec "system tooltip modal comments"). */
export const listTooltips = async () => (await api.post<{ items: Tooltip[] }>('/api/organization/tooltips/list', {})).responseData.items

export const tooltipsQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.tooltips(orgId), queryFn: listTooltips, staleTime: 60_000 })

export function useTooltips() {
  return useQuery(tooltipsQuery(useOrg().orgId))
}
