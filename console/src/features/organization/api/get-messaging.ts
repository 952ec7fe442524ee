import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'
import type { Messaging } from './types'

/** POST /api/organization/messaging/get — sender ID, signatures and the e-mail template. */
export const getMessaging = async () => (await api.post<Messaging>('/api/organization/messaging/get', {})).responseData

export const messagingQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.messaging(orgId), queryFn: getMessaging, staleTime: 30_000 })

export function useMessaging() {
  return useQuery(messagingQuery(useOrg().orgId))
}
