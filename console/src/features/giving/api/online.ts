// Other ways to give and members' expiring cards (docs/giving-api.md, "Routes — h-online").
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { ApiData, ApiItem, Page } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { givingReportKeys } from '@/lib/query-keys'

export type OtherWays = ApiData<'/api/generosity/other-ways'>
export type ExpiringCard = ApiItem<'/api/generosity/expiring-cards'>
type Reminded = ApiData<'/api/generosity/expiring-cards/remind'>

/** POST /api/generosity/other-ways (key people). */
export function useOtherWays() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.otherWays(orgId),
    queryFn: async () => (await api.post<OtherWays>('/api/generosity/other-ways', {})).responseData,
  })
}

/** POST /api/generosity/expiring-cards (key open: staff see every member's, others their own). */
export function useExpiringCards(req: { page: number; pageSize: number; months: number }) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.expiringCards(orgId, req),
    queryFn: async () => (await api.post<Page<ExpiringCard>>('/api/generosity/expiring-cards', req)).responseData,
    placeholderData: keepPreviousData,
  })
}

/** POST /api/generosity/expiring-cards/remind (key generosity). */
export function useRemindExpiring() {
  return useMutation({
    mutationFn: async (personIds: number[]) => (await api.post<Reminded>('/api/generosity/expiring-cards/remind', { personIds })).responseData,
  })
}
