import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { billingKeys } from '@/lib/query-keys'
import type { Summary } from './types'

/** POST /api/billing/summary — the plan, past-due and lock-down state, open invoices, expiring cards. */
export function useBillingSummary() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: billingKeys.summary(orgId), queryFn: async () => (await api.post<Summary>('/api/billing/summary', {})).responseData })
}
