import { lazy, Suspense, useState } from 'react'
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/Card'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { useCreditLedger } from '../api/credits'
import type { EntryKind } from '../api/types'
import { CreditsSummary } from '../components/CreditsSummary'
import { CreditsLinks, ENTRY_KINDS, LedgerTable } from '../components/LedgerTable'

// The auto-recharge form (react-hook-form and zod) arrives after the balance and the ledger.
const AutoRechargePanel = lazy(() => import('../components/AutoRechargePanel').then((m) => ({ default: m.AutoRechargePanel })))

const PAGE_SIZE = 20

export default function CreditsPage() {
  const [page, setPage] = useState(1)
  const [kind, setKind] = useState<EntryKind | ''>('')
  const q = useCreditLedger({ kind: kind || undefined, page: page - 1, pageSize: PAGE_SIZE })
  return (
    <OrgShell title="Message credits" description="Credits pay for SMS (1 a segment), MMS (3), voice (2 a started minute) and e-mail (1) per recipient. Push notifications are free." actions={<CreditsLinks current="ledger" />}>
      <CreditsSummary />
      <Suspense fallback={<Skeleton className="h-64" />}>
        <AutoRechargePanel />
      </Suspense>
      <Card>
        <CardHeader
          title="Ledger"
          description="Every credit in and out: grants and purchases, credits held for a message and given back, credits spent on delivery."
          actions={
            <div className="w-44">
              <SelectField
                label="Kind"
                hideLabel
                value={kind}
                placeholder="All kinds"
                options={ENTRY_KINDS.map((k) => ({ value: k.value, label: k.label }))}
                onChange={(e) => {
                  setKind(e.target.value as EntryKind | '')
                  setPage(1)
                }}
              />
            </div>
          }
        />
        <QueryState query={q} skeleton="table">
          {(data) =>
            (data.items ?? []).length === 0 ? (
              <EmptyState title={kind ? 'No entries of this kind' : 'No credits yet'} message={kind ? undefined : 'Credits your church receives and spends are listed here.'} />
            ) : (
              <>
                <LedgerTable items={data.items ?? []} label="Credits ledger" />
                <div className="px-5 py-3">
                  <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label="Ledger pages" />
                </div>
              </>
            )
          }
        </QueryState>
      </Card>
    </OrgShell>
  )
}
