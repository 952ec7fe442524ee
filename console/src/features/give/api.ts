// The public giving page's calls (docs/giving-api.md, "Public giving"): no session, the tenant
// envelope, rate limited per IP by the server.
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { giveKeys } from '@/lib/query-keys'

export type Frequency = 'once' | 'weekly' | 'fortnightly' | 'monthly'
export type GiveMethod = 'card' | 'bank'

export interface GivePage {
  churchName: string
  logoUrl: string
  currency: string
  message: string
  funds: { id: number; name: string }[]
  defaultFundId: number | null
  frequencies: Frequency[]
  methods: GiveMethod[]
  testMode: boolean
  publishableKey: string
  /** The church's connected account, when the server gives it (Stripe.js creates the card there). */
  stripeAccount?: string
  testCards: { paymentMethod: string; label: string }[]
  connected: boolean
}

export interface GiveRequest {
  requestKey: string
  amount: string
  fundId: number
  frequency: Frequency
  firstName: string
  lastName: string
  email: string
  phone: string
  method: GiveMethod
  paymentMethodId?: string
  routingNumber?: string
  accountNumber?: string
  accountHolderName?: string
}

export interface GiveResult {
  giftId: number | null
  recurringId: number | null
  status: 'pending' | 'succeeded' | 'requires_action'
  clientSecret: string
  message: string
}

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
  return (await api.post<{ valid: boolean; bankName?: string }>('/api/give/routing-number', { routingNumber })).responseData
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
