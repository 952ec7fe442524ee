// POST /api/communications/recipients: a communication's recipients with their delivery status, paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import { LIVE_MS } from './get'
import type { Page, Recipient, RecipientStatus } from './types'

export interface RecipientsRequest {
  id: number
  status?: RecipientStatus
  page: number
  pageSize: number
}

export const getRecipients = async (req: RecipientsRequest) => (await api.post<Page<Recipient>>('/api/communications/recipients', req)).responseData

/** `live`: the communication is going out; the page also follows while any row on it is on its way. */
export function useRecipients(req: RecipientsRequest, live: boolean) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.recipients(orgId, req.id, req),
    queryFn: () => getRecipients(req),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (live || q.state.data?.items?.some((r) => r.status === 'queued' || r.status === 'sending') ? LIVE_MS : false),
  })
}
