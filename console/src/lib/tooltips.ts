import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'
import type { ApiData } from '@/api'

/** POST /api/organization/tooltips/list (spec "system tooltip modal comments"). */
export const listTooltips = async () => (await api.post<ApiData<'/api/organization/tooltips/list'>>('/api/organization/tooltips/list', {})).responseData.items

export const tooltipsQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.tooltips(orgId), queryFn: listTooltips, staleTime: 60_000 })

export function useTooltips() {
  return useQuery(tooltipsQuery(useOrg().orgId))
}
