import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { useDuplicates, type DuplicatePair } from '../api/duplicates'
import type { PersonSummary } from '../api/types'
import { MergeCompareModal } from '../components/MergeCompareModal'
import { PeopleShell } from '../components/PeopleShell'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import { formatDate } from '../lib/format'
import { personPath } from '../paths'

const PAGE_SIZE = 20
/** Why a pair was proposed (merge.DuplicatePair reasons, shown in this order). */
const REASON: Record<DuplicatePair['reasons'][number], string> = { name: 'Same name', email: 'Same e-mail', phone: 'Same mobile' }

export default function MergeAccountsPage() {
  const [page, setPage] = useState(1)
  const q = useDuplicates({ page: page - 1, pageSize: PAGE_SIZE })
  const [pair, setPair] = useState<[number, number] | null>(null)
  const [manualA, setManualA] = useState<PersonSummary | null>(null)
  const [manualB, setManualB] = useState<PersonSummary | null>(null)

  return (
    <PeopleShell>
      <PageHeader title="Merge accounts" description="People entered twice, found by the same name, phone number or e-mail. Compare them side by side and merge into one record that keeps everything linked to both." />

      <Card>
        <CardHeader title="Possible duplicates" description={q.data ? `${q.data.total} ${q.data.total === 1 ? 'pair' : 'pairs'} to review` : undefined} />
        {q.isPending ? (
          <div className="flex flex-col gap-3 p-5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : q.isError ? (
          <div className="p-5">
            <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
          </div>
        ) : q.data.items.length === 0 ? (
          <EmptyState title="No duplicates found" message="Everyone in your directory looks unique. You can still compare two people below." />
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
            {q.data.items.map((d) => (
              <PairRow key={`${d.a.id}-${d.b.id}`} pair={d} onCompare={() => setPair([d.a.id, d.b.id])} />
            ))}
          </ul>
        )}
        {q.data && q.data.total > PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={PAGE_SIZE} total={q.data.total} onPage={setPage} />
          </div>
        )}
      </Card>

      <Card>
        <CardHeader title="Compare any two people" description="For duplicates the search above did not catch (a maiden name, a new e-mail address)." />
        <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-4 p-5 max-[800px]:grid-cols-1">
          <Chosen label="First person" person={manualA} onPick={setManualA} excludeIds={manualB ? [manualB.id] : []} />
          <Chosen label="Second person" person={manualB} onPick={setManualB} excludeIds={manualA ? [manualA.id] : []} />
          <Button disabled={!manualA || !manualB} onClick={() => manualA && manualB && setPair([manualA.id, manualB.id])}>
            Compare
          </Button>
        </div>
      </Card>

      {pair && (
        <MergeCompareModal
          ids={pair}
          onClose={() => setPair(null)}
          onMerged={() => {
            setPair(null)
            setManualA(null)
            setManualB(null)
          }}
        />
      )}
    </PeopleShell>
  )
}

function Chosen({ label, person, onPick, excludeIds }: { label: string; person: PersonSummary | null; onPick: (p: PersonSummary | null) => void; excludeIds: number[] }) {
  return <PersonPicker label={label} status="all" excludeIds={excludeIds} value={person} onChange={onPick} />
}

function PairRow({ pair, onCompare }: { pair: DuplicatePair; onCompare: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-4 px-5 py-4" data-testid="duplicate-pair">
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-4 max-[600px]:basis-full max-[600px]:grid-cols-1">
        {[pair.a, pair.b].map((p) => (
          <div key={p.id} className="min-w-0">
            <Link to={personPath(p.id)} className="font-medium hover:text-brand-ink hover:underline">
              {p.fullName}
            </Link>
            {p.status === 'inactive' && <Badge className="ml-2">Inactive</Badge>}
            <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{[p.email, p.mobile, p.birthDate ? formatDate(p.birthDate) : ''].filter(Boolean).join(' · ') || 'No contact details'}</p>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-1 min-[601px]:w-52 min-[601px]:justify-end max-[600px]:flex-1" data-testid="duplicate-reasons" aria-label="Why this pair was proposed">
        {pair.reasons.map((r) => (
          <Badge key={r} tone="amber">
            {REASON[r]}
          </Badge>
        ))}
      </div>
      <Button size="sm" variant="secondary" onClick={onCompare}>
        Compare
      </Button>
    </li>
  )
}
