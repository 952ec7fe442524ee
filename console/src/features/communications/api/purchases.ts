// Buying credits (docs/billing-api.md, h-cards: /api/organization/credits/…, key organization):
// the quote, the purchase, bought credits' list, and auto-recharge.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { billingKeys, creditsKeys } from '@/lib/query-keys'
import type { AutoRecharge, AutoRechargeBody, BuyBody, BuyResult, CreditQuote, Page, Purchase } from './types'

export type { AutoRecharge, BuyResult, Purchase }
export type { PurchaseStatus } from './types'

/** POST organization/credits/quote — the server's price for a number of credits (0 = no quote). */
export function useCreditQuote(credits: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: creditsKeys.quote(orgId, credits),
    queryFn: async () => (await api.post<CreditQuote>('/api/organization/credits/quote', { credits })).responseData,
    enabled: credits > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
}

/**
 * POST organization/credits/buy. The body's requestKey is made once per submission, so a second
 * press or a retry of the same submission is the same purchase on the server. A cheque answers
 * 202 with the purchase pending.
 */
export function useBuyCredits() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (body: BuyBody) => (await api.post<BuyResult>('/api/organization/credits/buy', body)).responseData,
    onSettled: (_d, _e, body) => {
      // Balance, ledger, purchases (a declined one is listed too); a new card is now on file.
      qc.invalidateQueries({ queryKey: creditsKeys.all(orgId) })
      if (body.method === 'new_card') {
        qc.invalidateQueries({ queryKey: billingKeys.cards(orgId) })
        qc.removeQueries({ queryKey: billingKeys.cardSetup(orgId) })
      }
    },
  })
}

/** POST organization/credits/purchases — bought credits, newest first. */
export function usePurchases(req: { page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: creditsKeys.orders(orgId, req),
    queryFn: async () => (await api.post<Page<Purchase>>('/api/organization/credits/purchases', req)).responseData,
    placeholderData: keepPreviousData,
  })
}

/** POST organization/credits/auto-recharge. */
export function useAutoRecharge() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: creditsKeys.autoRecharge(orgId), queryFn: async () => (await api.post<AutoRecharge>('/api/organization/credits/auto-recharge', {})).responseData })
}

/** POST organization/credits/auto-recharge/update; answers the settings as saved. */
export function useUpdateAutoRecharge() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (body: AutoRechargeBody) => (await api.post<AutoRecharge>('/api/organization/credits/auto-recharge/update', body)).responseData,
    onSuccess: (saved) => qc.setQueryData(creditsKeys.autoRecharge(orgId), saved),
  })
}
