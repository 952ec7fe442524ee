// Message credits (key organization): the balance, the ledger and the purchase history.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { creditsKeys } from '@/lib/query-keys'
import type { Account, Entry, EntryKind, Page } from './types'

export function useCreditBalance() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: creditsKeys.balance(orgId), queryFn: async () => (await api.post<Account>('/api/organization/credits/balance', {})).responseData })
}

export interface LedgerRequest {
  kind?: EntryKind
  page: number
  pageSize: number
}

export function useCreditLedger(req: LedgerRequest) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: creditsKeys.ledger(orgId, req),
    queryFn: async () => (await api.post<Page<Entry>>('/api/organization/credits/list', req)).responseData,
    placeholderData: keepPreviousData,
  })
}

export function useCreditPurchases(req: { page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: creditsKeys.purchases(orgId, req),
    queryFn: async () => (await api.post<Page<Entry>>('/api/organization/credits/purchase-history', req)).responseData,
    placeholderData: keepPreviousData,
  })
}
