// POST /api/communications/quote: what a composed message would cost and who it would reach.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import type { Compose, Quote } from './types'

export const QUOTE_DEBOUNCE_MS = 400

export const getQuote = async (c: Omit<Compose, 'idempotencyKey'>, signal?: AbortSignal) => (await api.post<Quote>('/api/communications/quote', c, { signal })).responseData

/** The quote of the message as it stands, once typing settles; none while `c` is null. */
export function useQuote(c: Omit<Compose, 'idempotencyKey'> | null) {
  const { orgId } = useOrg()
  const req = useDebouncedValue(c, QUOTE_DEBOUNCE_MS)
  const q = useQuery({
    queryKey: communicationsKeys.quote(orgId, req),
    queryFn: ({ signal }) => getQuote(req!, signal),
    enabled: req !== null,
    placeholderData: keepPreviousData,
    retry: false,
  })
  // Settled: the answer is for what is on screen now, not for a text typed a moment ago.
  return { ...q, settled: JSON.stringify(req) === JSON.stringify(c) && !q.isFetching }
}
