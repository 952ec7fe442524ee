import { useState } from 'react'
import { Card, EmptyState } from '@/components/ui/Card'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { useCreditPurchases } from '../api/credits'
import { CreditsSummary } from '../components/CreditsSummary'
import { CreditsLinks, LedgerTable } from '../components/LedgerTable'

const PAGE_SIZE = 20

export default function PurchaseHistoryPage() {
  const [page, setPage] = useState(1)
  const q = useCreditPurchases({ page: page - 1, pageSize: PAGE_SIZE })
  return (
    <OrgShell title="Credit purchase history" description="The credits your church bought or was granted." actions={<CreditsLinks current="purchases" />}>
      <CreditsSummary />
      <Card>
        <QueryState query={q} skeleton="table">
          {(data) =>
            (data.items ?? []).length === 0 ? (
              <EmptyState title="No purchases or grants yet" message="Credits bought or granted to your church are listed here." />
            ) : (
              <>
                <LedgerTable items={data.items ?? []} label="Credit purchases and grants" reserved={false} />
                <div className="px-5 py-3">
                  <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label="Purchase history pages" />
                </div>
              </>
            )
          }
        </QueryState>
      </Card>
    </OrgShell>
  )
}
