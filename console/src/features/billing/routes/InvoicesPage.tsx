import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { useInvoices } from '../api/invoices'
import { useBillingSummary } from '../api/summary'
import type { InvoiceStatus } from '../api/types'
import { BillingShell } from '../components/BillingShell'
import { InvoiceDialog } from '../components/InvoiceDialog'
import { INVOICE_STATUSES } from '../components/InvoiceStatusBadge'
import { InvoiceTable } from '../components/InvoiceTable'
import { PlanSummary } from '../components/PlanSummary'
import { StatusBanner } from '../components/StatusBanner'

const PAGE_SIZE = 20

export default function InvoicesPage() {
  const [params, setParams] = useSearchParams()
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<InvoiceStatus | ''>('')
  const summary = useBillingSummary()
  const q = useInvoices({ page: page - 1, pageSize: PAGE_SIZE, ...(status ? { status } : {}) })
  const open = Number(params.get('invoice')) || null

  return (
    <BillingShell title="Invoices" description="Your church's Congregate subscription: the plan, what is due, and every invoice with its PDF.">
      <QueryState query={summary} skeleton="cards">
        {(s) => (
          <>
            <StatusBanner summary={s} />
            <PlanSummary summary={s} />
          </>
        )}
      </QueryState>
      <Card>
        <CardHeader
          title="Invoice history"
          description="Newest first. Open one for its lines, or download it as a PDF for your records."
          actions={
            <div className="w-44">
              <SelectField
                label="Status"
                hideLabel
                value={status}
                placeholder="All statuses"
                options={INVOICE_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
                onChange={(e) => {
                  setStatus(e.target.value as InvoiceStatus | '')
                  setPage(1)
                }}
              />
            </div>
          }
        />
        <QueryState query={q} skeleton="table">
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState title={status ? 'No invoices with this status' : 'No invoices yet'} message={status ? undefined : 'Your first invoice appears here when your subscription bills.'} />
            ) : (
              <>
                <InvoiceTable items={data.items} />
                <div className="px-5 py-3">
                  <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label="Invoice pages" />
                </div>
              </>
            )
          }
        </QueryState>
      </Card>
      {open && (
        <InvoiceDialog
          id={open}
          onClose={() => {
            const next = new URLSearchParams(params)
            next.delete('invoice')
            setParams(next, { replace: true })
          }}
        />
      )}
    </BillingShell>
  )
}
