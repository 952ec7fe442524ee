import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { AuditListRequest } from '@/lib/audit-filters'
import { auditKeys } from '@/lib/query-keys'
import type { AuditItem, Page } from '@/components/audit-trail/types'

/** POST /api/audit/list (spec "access security audit list and search by user id") — newest first. */
export const listAudit = async (req: AuditListRequest) => (await api.post<Page<AuditItem>>('/api/audit/list', req)).responseData

export const auditQuery = (orgId: number, req: AuditListRequest) => queryOptions({ queryKey: auditKeys.list(orgId, req), queryFn: () => listAudit(req), staleTime: 5_000 })

export function useAuditList(req: AuditListRequest, enabled = true) {
  return useQuery({ ...auditQuery(useOrg().orgId, req), enabled, placeholderData: keepPreviousData })
}
