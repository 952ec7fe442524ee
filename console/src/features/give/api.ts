// The public giving page's calls (docs/giving-api.md, "Public giving"): no session, the tenant
// envelope, rate limited per IP by the server.
import { useMutation, useQuery } from '@tanstack/react-query'
import type { ApiBody, ApiData } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { giveKeys } from '@/lib/query-keys'

export type GivePage = ApiData<'/api/give/page'>
export type GiveRequest = ApiBody<'/api/give/submit'>
export type GiveResult = ApiData<'/api/give/submit'>
export type Frequency = NonNullable<GiveRequest['frequency']>
export type GiveMethod = NonNullable<GiveRequest['method']>

/** POST /api/give/page. */
export function useGivePage() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: giveKeys.page(orgId),
    queryFn: async () => (await api.post<GivePage>('/api/give/page', {})).responseData,
    staleTime: 5 * 60_000,
  })
}

/** POST /api/give/routing-number: the server's word (and the bank's name when it knows it). */
export async function checkRoutingNumber(routingNumber: string) {
  return (await api.post<ApiData<'/api/give/routing-number'>>('/api/give/routing-number', { routingNumber })).responseData
}

/** POST /api/give/submit. The request key makes a repeated submission the same gift. */
export function useSubmitGift() {
  return useMutation({
    mutationFn: async (body: GiveRequest) => (await api.post<GiveResult>('/api/give/submit', body)).responseData,
  })
}

/** A UUID v4 (crypto.randomUUID where the page is secure, else from getRandomValues). */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
