import { useState } from 'react'
import { Button } from '@congregate/ui'
import { toastApiError } from '@/lib/api-client'
import { downloadInvoicePdf } from '../api/invoices'
import type { Invoice } from '../api/types'
import { rowLink } from './links'

/** Downloads the invoice's PDF (the API's own renderer; the request carries the session's token). */
export function PdfButton({ invoice, size }: { invoice: Pick<Invoice, 'id' | 'number'>; size: 'row' | 'md' }) {
  const [busy, setBusy] = useState(false)
  const label = `Download invoice ${invoice.number || invoice.id} as PDF`
  const run = () => {
    setBusy(true)
    downloadInvoicePdf(invoice)
      .catch(toastApiError)
      .finally(() => setBusy(false))
  }
  if (size === 'row') {
    return (
      <button type="button" className={rowLink} onClick={run} disabled={busy} aria-busy={busy || undefined} aria-label={label}>
        PDF
      </button>
    )
  }
  return (
    <Button variant="secondary" onClick={run} loading={busy} aria-label={label}>
      Download PDF
    </Button>
  )
}
