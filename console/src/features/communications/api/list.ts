// POST /api/communications/list: a channel's history, newest first, paged by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import type { Channel } from '../lib/channels'
import type { CommunicationStatus, CommunicationSummary, Page } from './types'

export interface ListRequest {
  channel?: Channel
  status?: CommunicationStatus
  page: number
  pageSize: number
}

export const getCommunications = async (req: ListRequest) => (await api.post<Page<CommunicationSummary>>('/api/communications/list', req)).responseData

export function useCommunications(req: ListRequest) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.list(orgId, req),
    queryFn: () => getCommunications(req),
    placeholderData: keepPreviousData,
    // A message being sent changes status on its own: follow it while one is on the page.
    refetchInterval: (q) => (q.state.data?.items?.some((c) => c.status === 'sending') ? 5000 : false),
  })
}
