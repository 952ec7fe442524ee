import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { auditKeys } from '@/lib/query-keys'
import type { AuditEvent } from './types'

/** POST /api/audit/events — every known event with its label, for the filter. */
export const listAuditEvents = async () => (await api.post<{ items: AuditEvent[] }>('/api/audit/events', {})).responseData.items

export const auditEventsQuery = (orgId: number) => queryOptions({ queryKey: auditKeys.events(orgId), queryFn: listAuditEvents, staleTime: Infinity })

export function useAuditEvents() {
  return useQuery(auditEventsQuery(useOrg().orgId))
}
