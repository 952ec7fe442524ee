import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import type { ChequeRow, RequestKind } from '@/api'
import { Card, PageHeader } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { Empty, QueryState } from '@/components/ui/States'
import { Pagination, Table, Td, Th } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { formatCount, formatDateTime, formatPrice } from '@/lib/format'
import { opsApi } from '@/lib/ops-api'
import { PATHS } from '@/lib/paths'
import { useCanWrite } from '@/lib/session'
import { useTitle } from '@/lib/use-title'

type Tab = 'proposal' | 'brochure' | 'cheques'
const TABS: [Tab, string][] = [
  ['proposal', 'Proposals'],
  ['brochure', 'Brochures'],
  ['cheques', 'Cheques'],
]

export default function RequestsPage() {
  useTitle('Requests')
  const [params, setParams] = useSearchParams()
  const tab = (TABS.find(([k]) => k === params.get('tab'))?.[0] ?? 'proposal') as Tab
  return (
    <>
      <PageHeader title="Requests" />
      <Tabs label="Requests" idPrefix="requests" tabs={TABS} value={tab} onChange={(t) => setParams(t === 'proposal' ? {} : { tab: t }, { replace: true })} />
      <div role="tabpanel" id="requests-panel" aria-labelledby={`requests-tab-${tab}`}>
        {tab === 'cheques' ? <Cheques /> : <Leads kind={tab} key={tab} />}
      </div>
    </>
  )
}

function Leads({ kind }: { kind: RequestKind }) {
  const [page, setPage] = useState(0)
  const q = useQuery({ queryKey: ['requests', kind, page], queryFn: () => opsApi.requests({ kind, page, pageSize: 25 }), placeholderData: keepPreviousData })
  return (
    <Card>
      <QueryState query={q}>
        {(d) =>
          d.items.length === 0 ? (
            <Empty>No {kind === 'proposal' ? 'proposal' : 'brochure'} request yet.</Empty>
          ) : (
            <>
              <Table
                label={kind === 'proposal' ? 'Proposals' : 'Brochures'}
                head={
                  <>
                    <Th>Name</Th>
                    <Th>Church</Th>
                    <Th>Contact</Th>
                    <Th>Role</Th>
                    <Th>Received</Th>
                    <Th>
                      <span className="sr-only">PDF</span>
                    </Th>
                  </>
                }
              >
                {d.items.map((r) => (
                  <tr key={r.id}>
                    <Td className="font-medium">
                      {r.firstName} {r.lastName}
                    </Td>
                    <Td>
                      {r.churchName}
                      {r.churchWebsite && <span className="block text-xs break-all text-slate-600">{r.churchWebsite}</span>}
                    </Td>
                    <Td>
                      <span className="break-all">{r.email}</span>
                      {r.phoneNumber && <span className="block text-xs text-slate-600">{r.phoneNumber}</span>}
                    </Td>
                    <Td>{r.role || '—'}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
                    <Td>
                      {r.pdfUrl && (
                        <a href={r.pdfUrl} target="_blank" rel="noreferrer" className="font-medium whitespace-nowrap text-brand-dark underline">
                          Open PDF
                        </a>
                      )}
                    </Td>
                  </tr>
                ))}
              </Table>
              <Pagination page={d.page} totalPages={d.totalPages} total={d.total} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </Card>
  )
}

function Cheques() {
  const write = useCanWrite()
  const client = useQueryClient()
  const q = useQuery({ queryKey: ['cheques'], queryFn: opsApi.cheques })
  const [ask, setAsk] = useState<{ action: 'confirm' | 'reject'; row: ChequeRow } | null>(null)
  const run = useMutation({
    mutationFn: ({ action, row }: { action: 'confirm' | 'reject'; row: ChequeRow }) => opsApi.cheque(action, { churchId: row.churchId, purchaseId: row.purchaseId }),
    onSuccess: (_d, v) => {
      toast.success(v.action === 'confirm' ? 'Cheque confirmed' : 'Cheque rejected')
      setAsk(null)
      void client.invalidateQueries({ queryKey: ['cheques'] })
    },
  })
  return (
    <Card>
      <QueryState query={q}>
        {(d) =>
          d.items.length === 0 ? (
            <Empty>No cheque waiting.</Empty>
          ) : (
            <Table
              label="Cheques"
              head={
                <>
                  <Th>Church</Th>
                  <Th>Cheque</Th>
                  <Th>Credits</Th>
                  <Th>Amount</Th>
                  <Th>Received</Th>
                  {write && (
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  )}
                </>
              }
            >
              {d.items.map((r) => (
                <tr key={`${r.churchId}-${r.purchaseId}`}>
                  <Td>
                    <Link to={PATHS.church(r.churchId)} className="font-medium text-brand-dark hover:underline">
                      {r.churchName}
                    </Link>
                  </Td>
                  <Td>{r.chequeNumber || '—'}</Td>
                  <Td>{formatCount(r.credits)}</Td>
                  <Td className="whitespace-nowrap">{formatPrice(r.amount, r.currency)}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
                  {write && (
                    <Td className="whitespace-nowrap">
                      <span className="flex gap-2">
                        <Button size="sm" onClick={() => setAsk({ action: 'confirm', row: r })}>
                          Confirm
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setAsk({ action: 'reject', row: r })}>
                          Reject
                        </Button>
                      </span>
                    </Td>
                  )}
                </tr>
              ))}
            </Table>
          )
        }
      </QueryState>
      <Modal
        open={!!ask}
        title={ask?.action === 'confirm' ? 'Confirm this cheque' : 'Reject this cheque'}
        description={ask ? `${ask.row.churchName}: ${formatPrice(ask.row.amount, ask.row.currency)} for ${formatCount(ask.row.credits)} credits.` : undefined}
        onClose={() => setAsk(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsk(null)}>
              Cancel
            </Button>
            <Button variant={ask?.action === 'reject' ? 'danger' : 'primary'} loading={run.isPending} onClick={() => ask && run.mutate(ask)} data-autofocus>
              {ask?.action === 'confirm' ? 'Confirm' : 'Reject'}
            </Button>
          </>
        }
      />
    </Card>
  )
}
