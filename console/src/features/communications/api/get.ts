// POST /api/communications/get: one communication with its recipients' counts by status.
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import type { Communication } from './types'

/** Refetched every 2 s while the message is going out (statuses arrive from the worker and webhooks). */
export const LIVE_MS = 2000

export function isLive(c: Pick<Communication, 'status' | 'counts'> | undefined): boolean {
  if (!c) return false
  return c.status === 'sending' || (c.status !== 'scheduled' && c.status !== 'cancelled' && (c.counts?.queued ?? 0) + (c.counts?.sending ?? 0) > 0)
}

export const getCommunication = async (id: number) => (await api.post<Communication>('/api/communications/get', { id })).responseData

export function useCommunication(id: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.one(orgId, id),
    queryFn: () => getCommunication(id),
    refetchInterval: (q) => (isLive(q.state.data) ? LIVE_MS : false),
  })
}
