import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'
import type { QrCodeLink } from './types'

/** POST /api/organization/qrcodes/list — the church's own links. */
export const listQrCodes = async () => (await api.post<{ items: QrCodeLink[] }>('/api/organization/qrcodes/list', {})).responseData.items

export const qrCodesQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.qrCodes(orgId), queryFn: listQrCodes, staleTime: 5 * 60_000 })

export function useQrCodes() {
  return useQuery(qrCodesQuery(useOrg().orgId))
}
