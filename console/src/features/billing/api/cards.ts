// The cards-on-file page's own changes (the list and adding a card are components/payment-cards').
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { billingKeys, creditsKeys } from '@/lib/query-keys'
import type { Card } from './types'

function useCardChange<B>(path: string) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (body: B) => (await api.post<unknown>(path, body)).responseData,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: billingKeys.cards(orgId) })
      qc.invalidateQueries({ queryKey: billingKeys.summary(orgId) })
      // Auto-recharge shows the card it charges: the default one.
      qc.invalidateQueries({ queryKey: creditsKeys.autoRecharge(orgId) })
    },
  })
}

/** POST /api/billing/cards/default. */
export const useMakeDefaultCard = () => useCardChange<Pick<Card, 'id'>>('/api/billing/cards/default')

/** POST /api/billing/cards/remove. */
export const useRemoveCard = () => useCardChange<Pick<Card, 'id'>>('/api/billing/cards/remove')
