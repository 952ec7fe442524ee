// Cards on file (docs/billing-api.md, h-cards: /api/billing/cards/…): the list, a SetupIntent for
// a new card, adding it. Shared by the billing pages (cards on file, make payment) and buying
// credits (features/communications), which offers a card on file or a new card.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, ApiItem } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { billingKeys } from '@/lib/query-keys'

export type Card = ApiItem<'/api/billing/cards/list'>
export type CardSetup = ApiData<'/api/billing/cards/setup'>
type AddCardBody = ApiBody<'/api/billing/cards/add'>

/** The cards on file. The billing routes need the generosity key: callers without it pass enabled false. */
export function useCards(enabled = true) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: billingKeys.cards(orgId), queryFn: async () => (await api.post<ApiData<'/api/billing/cards/list'>>('/api/billing/cards/list', {})).responseData.items, enabled })
}

/**
 * A SetupIntent for the add-card form that is open: asked for when the form mounts, forgotten
 * when it closes (a new form gets a new one), never refetched behind the form's back.
 */
export function useCardSetup(enabled = true) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: billingKeys.cardSetup(orgId),
    queryFn: async () => (await api.post<CardSetup>('/api/billing/cards/setup', {})).responseData,
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  })
}

/** Saves the card a SetupIntent collected; the first card becomes the default. */
export function useAddCard() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (body: AddCardBody) => (await api.post<Card>('/api/billing/cards/add', body)).responseData,
    onSuccess: () => {
      // The summary lists expiring cards; a used SetupIntent is not used twice.
      qc.invalidateQueries({ queryKey: billingKeys.cards(orgId) })
      qc.invalidateQueries({ queryKey: billingKeys.summary(orgId) })
      qc.removeQueries({ queryKey: billingKeys.cardSetup(orgId) })
    },
  })
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** "visa" → "Visa"; an unknown brand as Stripe names it, capitalised. */
export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card')
}

/** "Visa ending in 4242". */
export function cardLabel(c: Pick<Card, 'brand' | 'last4'>): string {
  return `${brandName(c.brand)} ending in ${c.last4}`
}
