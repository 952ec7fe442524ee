import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn, inputClass } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Menu, MenuItem } from '@/components/ui/Menu'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { formatMoney } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { METHODS, SOURCES, methodLabel, sourceLabel, useCodes, useContributions, useRecentContributions, type Contribution, type ContributionFilters } from '../api/ledger'
import { BatchesCard } from '../batches/BatchesCard'
import { GivingShell, linkButtonClass } from '../components/GivingShell'
import { GIVING, batchPath } from '../paths'
import { AddContributionDialog, ChangeTypeDialog, VoidDialog } from './ContributionDialogs'

type Tab = 'gifts' | 'batches'

export default function ContributionsPage() {
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'batches' ? 'batches' : 'gifts'
  const [adding, setAdding] = useState(false)
  return (
    <GivingShell
      title="Contributions"
      description="Every gift the church has received: entered by hand, in batches, imported or given online."
      actions={
        <>
          <Link to={GIVING.import} className={linkButtonClass}>
            Import contributions
          </Link>
          <Button onClick={() => setAdding(true)}>Add contribution</Button>
        </>
      }
    >
      <Tabs<Tab>
        label="Contributions views"
        value={tab}
        onChange={(t) => setParams(t === 'batches' ? { tab: 'batches' } : {}, { replace: true })}
        options={[
          { value: 'gifts', label: 'Gifts' },
          { value: 'batches', label: 'Batches' },
        ]}
      />
      {tab === 'gifts' ? (
        <>
          <RecentCard />
          <GiftsCard />
        </>
      ) : (
        <BatchesCard />
      )}
      <AddContributionDialog open={adding} onClose={() => setAdding(false)} />
    </GivingShell>
  )
}

function RecentCard() {
  const recent = useRecentContributions()
  const items = recent.data?.items ?? []
  return (
    <Card>
      <CardHeader title="Recent contributions" description="The last ten gifts counted." />
      {recent.isPending ? (
        <Skeleton className="m-4 h-24" />
      ) : recent.isError ? (
        <div className="p-4">
          <ErrorPanel message={recent.error.message} onRetry={() => recent.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title="No gifts yet" message="Add a contribution, enter a batch of the offering, or import last year's gifts from a spreadsheet." />
      ) : (
        <ul className="grid gap-2 p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Recent contributions">
          {items.map((g) => (
            <li key={g.id} className="rounded-xl border border-slate-200 px-3 py-2 dark:border-neutral-800">
              <p className="text-lg font-semibold tabular-nums">{formatMoney(g.amountMinor, g.currency)}</p>
              <p className="truncate text-sm">{g.personName}</p>
              <p className="truncate text-xs text-slate-500 dark:text-neutral-400">
                {g.fundName} · {g.receivedOn}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

const PAGE_SIZE = 25

function GiftsCard() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const [f, setF] = useState<ContributionFilters>({ includeVoided: false })
  const search = useDebouncedValue(q, 300).trim()
  const codes = useCodes(true)
  const list = useContributions({ ...f, search: search || undefined, page: page - 1, pageSize: PAGE_SIZE })
  const [voiding, setVoiding] = useState<Contribution | null>(null)
  const [moving, setMoving] = useState<Contribution | null>(null)
  const set = (patch: ContributionFilters) => (setF((x) => ({ ...x, ...patch })), setPage(1))
  const rows = list.data?.items ?? []
  const total = list.data?.total ?? 0

  return (
    <Card>
      <CardHeader title="All contributions" description={list.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'gift' : 'gifts'}` : undefined} />
      <div className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-neutral-800">
        <input type="search" aria-label="Search by name, envelope or cheque number" placeholder="Name, envelope or cheque no." value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={inputClass} />
        <label className="flex flex-col gap-1 text-sm">
          <span className="sr-only">From</span>
          <input type="date" aria-label="From date" value={f.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="sr-only">To</span>
          <input type="date" aria-label="To date" value={f.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} className={inputClass} />
        </label>
        <SelectField label="Contribution code" hideLabel placeholder="Every code" options={(codes.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={f.fundId ? String(f.fundId) : ''} onChange={(e) => set({ fundId: e.target.value ? Number(e.target.value) : undefined })} />
        <SelectField label="Payment method" hideLabel placeholder="Every method" options={METHODS} value={f.method ?? ''} onChange={(e) => set({ method: e.target.value || undefined })} />
        <SelectField label="Source" hideLabel placeholder="Every source" options={SOURCES} value={f.source ?? ''} onChange={(e) => set({ source: e.target.value || undefined })} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={!!f.includeVoided} onChange={(e) => set({ includeVoided: e.target.checked })} className="h-4 w-4 accent-[var(--brand-primary)]" />
          Include void gifts
        </label>
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading" className="flex flex-col gap-2 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="p-4">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title="No gift matches" message="Change the filters, or add a contribution." />
      ) : (
        <TableShell label="Contributions">
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Giver</Th>
              <Th>Code</Th>
              <Th>Method</Th>
              <Th>Source</Th>
              <Th className="text-right">Amount</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => (
              <Tr key={g.id} className={cn(g.voided && 'text-slate-400 dark:text-neutral-500')}>
                <Td className="whitespace-nowrap">{g.receivedOn}</Td>
                <Td>
                  <span className={cn(g.voided && 'line-through')}>{g.personName}</span>
                  {g.envelopeId && <span className="ml-1 text-xs text-slate-500 dark:text-neutral-400">#{g.envelopeId}</span>}
                  {g.voided && (
                    <span className="ml-2" title={g.voidReason}>
                      <Badge tone="red">Void</Badge>
                      <span className="sr-only">: {g.voidReason}</span>
                    </span>
                  )}
                  {g.status === 'pending' && (
                    <Badge tone="amber" className="ml-2">
                      Pending
                    </Badge>
                  )}
                </Td>
                <Td className={cn(g.voided && 'line-through')}>{g.fundName}</Td>
                <Td className="whitespace-nowrap">
                  {methodLabel(g.method)}
                  {g.chequeNumber && <span className="text-xs text-slate-500 dark:text-neutral-400"> #{g.chequeNumber}</span>}
                  {g.cardLast4 && <span className="text-xs text-slate-500 dark:text-neutral-400"> {g.cardBrand} ···{g.cardLast4}</span>}
                </Td>
                <Td className="whitespace-nowrap">
                  {g.batchId ? (
                    <Link to={batchPath(g.batchId)} className="hover:underline">
                      {sourceLabel(g.source)}
                    </Link>
                  ) : (
                    sourceLabel(g.source)
                  )}
                </Td>
                <Td className={cn('text-right font-medium whitespace-nowrap tabular-nums', g.voided && 'line-through')}>{formatMoney(g.amountMinor, g.currency)}</Td>
                <Td className="text-right">
                  {!g.voided && (
                    <Menu label={`Actions for the gift of ${g.personName} on ${g.receivedOn}`} trigger={<span aria-hidden="true">⋯</span>}>
                      <MenuItem onSelect={() => setMoving(g)}>Change contribution type</MenuItem>
                      <MenuItem danger onSelect={() => setVoiding(g)}>
                        Void
                      </MenuItem>
                    </Menu>
                  )}
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {total > PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} label="Contribution pages" />
        </div>
      )}
      <VoidDialog gift={voiding} onClose={() => setVoiding(null)} />
      <ChangeTypeDialog gift={moving} onClose={() => setMoving(null)} />
    </Card>
  )
}
