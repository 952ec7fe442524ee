import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { TextField } from '@congregate/ui'
import type { AuditOutcome } from '@/api'
import { Badge, Card, PageHeader } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { Empty, QueryState } from '@/components/ui/States'
import { Pagination, Table, Td, Th } from '@/components/ui/Table'
import { detailText, formatDateTime } from '@/lib/format'
import { opsApi } from '@/lib/ops-api'
import { PATHS } from '@/lib/paths'
import { useDebounced } from '@/lib/use-debounced'
import { useTitle } from '@/lib/use-title'

const OUTCOMES: [string, string][] = [
  ['', 'Any outcome'],
  ['ok', 'OK'],
  ['denied', 'Denied'],
  ['failed', 'Failed'],
]

export default function AuditPage() {
  useTitle('Audit')
  const [params, setParams] = useSearchParams()
  const operator = params.get('operator') ?? ''
  const action = params.get('action') ?? ''
  const outcome = params.get('outcome') ?? ''
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0)
  const op = useDebounced(operator.trim())
  const act = useDebounced(action.trim())
  const set = (k: string, v: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p)
        if (v) n.set(k, v)
        else n.delete(k)
        if (k !== 'page') n.delete('page')
        return n
      },
      { replace: true },
    )
  const q = useQuery({
    queryKey: ['audit', { op, act, outcome, page }],
    queryFn: () => opsApi.audit({ page, pageSize: 50, operator: op || undefined, action: act || undefined, outcome: (OUTCOMES.find(([v]) => v && v === outcome)?.[0] as AuditOutcome | undefined) || undefined }),
    placeholderData: keepPreviousData,
  })
  return (
    <>
      <PageHeader title="Audit" />
      <Card>
        <div className="grid grid-cols-3 gap-3 border-b border-slate-100 p-4 max-[800px]:grid-cols-1">
          <TextField label="Operator" placeholder="E-mail" value={operator} onChange={(e) => set('operator', e.target.value)} />
          <TextField label="Action" placeholder="church.lockdown" value={action} onChange={(e) => set('action', e.target.value)} />
          <SelectField label="Outcome" value={outcome} options={OUTCOMES} onChange={(e) => set('outcome', e.target.value)} />
        </div>
        <QueryState query={q}>
          {(d) =>
            d.items.length === 0 ? (
              <Empty>Nothing recorded matches.</Empty>
            ) : (
              <>
                <Table
                  label="Audit trail"
                  head={
                    <>
                      <Th>When</Th>
                      <Th>Operator</Th>
                      <Th>Action</Th>
                      <Th>Outcome</Th>
                      <Th>Church</Th>
                      <Th>Target and detail</Th>
                      <Th>IP</Th>
                    </>
                  }
                >
                  {d.items.map((r) => (
                    <tr key={r.id}>
                      <Td className="whitespace-nowrap">{formatDateTime(r.at)}</Td>
                      <Td className="break-all">{r.operatorEmail || '—'}</Td>
                      <Td className="font-mono text-xs">{r.action}</Td>
                      <Td>
                        <Badge tone={r.outcome === 'ok' ? 'green' : r.outcome === 'denied' ? 'amber' : 'red'}>{r.outcome}</Badge>
                      </Td>
                      <Td>
                        {r.churchId ? (
                          <Link to={PATHS.church(r.churchId)} className="text-brand-dark hover:underline">
                            {r.churchName || `#${r.churchId}`}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </Td>
                      <Td className="max-w-xs text-xs break-words">
                        {r.target || '—'}
                        {detailText(r.detail) && <span className="mt-0.5 block text-gray-600">{detailText(r.detail)}</span>}
                      </Td>
                      <Td className="text-xs">{r.ip}</Td>
                    </tr>
                  ))}
                </Table>
                <Pagination page={d.page} totalPages={d.totalPages} total={d.total} onPage={(p) => set('page', String(p))} />
              </>
            )
          }
        </QueryState>
      </Card>
    </>
  )
}

