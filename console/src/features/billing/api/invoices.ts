import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { getFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { billingKeys, orgInfoKeys } from '@/lib/query-keys'
import type { Invoice, InvoiceStatus, Page, PayResult } from './types'

export interface InvoiceListRequest {
  page: number
  pageSize: number
  status?: InvoiceStatus
}

/** POST /api/billing/invoices/list — newest first. */
export function useInvoices(req: InvoiceListRequest) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: billingKeys.invoiceList(orgId, req),
    queryFn: async () => (await api.post<Page<Invoice>>('/api/billing/invoices/list', req)).responseData,
    placeholderData: keepPreviousData,
  })
}

/** POST /api/billing/invoices/get. */
export function useInvoice(id: number | null) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: billingKeys.invoice(orgId, id ?? 0),
    queryFn: async () => (await api.post<Invoice>('/api/billing/invoices/get', { id })).responseData,
    enabled: !!id,
  })
}

/**
 * POST /api/billing/invoices/pay with a card on file (the default card when cardId is absent). A
 * paid invoice lifts the billing lock-down at once: the org info (which carries
 * billingStatus.isLockDown) is fetched again, so the rest of the console opens.
 */
export function usePayInvoice() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (body: { invoiceId: number; cardId?: number }) => (await api.post<PayResult>('/api/billing/invoices/pay', body)).responseData,
    onSettled: () => {
      // A decline can also change what the server holds (the attempt, the invoice's state).
      qc.invalidateQueries({ queryKey: billingKeys.all(orgId) })
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: orgInfoKeys.host(window.location.host) }),
  })
}

/** GET /api/billing/invoices/{id}/pdf, with the session's token, saved as a download. */
export async function downloadInvoicePdf(inv: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const file = await getFile(`/api/billing/invoices/${inv.id}/pdf`, `invoice-${inv.number || inv.id}.pdf`)
  saveBlob(file.blob, file.filename)
}
