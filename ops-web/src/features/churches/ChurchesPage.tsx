import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { TextField } from '@congregate/ui'
import type { ApiBody } from '@/api'
import { Card, PageHeader } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { Empty, QueryState } from '@/components/ui/States'
import { Pagination, SortTh, Table, Td, Th } from '@/components/ui/Table'
import { formatCount, formatDateTime } from '@/lib/format'
import { opsApi } from '@/lib/ops-api'
import { PATHS } from '@/lib/paths'
import { useDebounced } from '@/lib/use-debounced'
import { useTitle } from '@/lib/use-title'
import { ChurchStatus, STATUS_FILTERS } from './status'

const PAGE_SIZE = 25

type Body = ApiBody<'/api/ops/churches/list'>
const STATUSES = ['active', 'locked', 'billing', 'suspended', 'closed'] as const satisfies NonNullable<Body['status']>[]
const SORTS = ['name', 'created', 'people', 'activity'] as const satisfies NonNullable<Body['sort']>[]

export default function ChurchesPage() {
  useTitle('Churches')
  const [params, setParams] = useSearchParams()
  const search = params.get('q') ?? ''
  const status = (STATUSES.find((v) => v === params.get('status')) ?? '') as Body['status'] | ''
  const plan = params.get('plan') ?? ''
  const placement = params.get('placement') ?? ''
  const sort = SORTS.find((v) => v === params.get('sort')) ?? 'name'
  // The server's order of a sort unless asked otherwise: names A–Z, the others newest or most first.
  const order = params.get('order') === 'asc' || params.get('order') === 'desc' ? (params.get('order') as 'asc' | 'desc') : sort === 'name' ? 'asc' : 'desc'
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0)
  const q = useDebounced(search.trim())

  const set = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v)
          else next.delete(k)
        }
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace: true },
    )

  const catalogue = useQuery({ queryKey: ['catalogue'], queryFn: opsApi.catalogue })
  const facets = useQuery({ queryKey: ['churches', 'facets'], queryFn: opsApi.facets })
  const list = useQuery({
    queryKey: ['churches', { q, status, plan, placement, sort, order, page }],
    queryFn: () =>
      opsApi.churches({ search: q || undefined, status: status || undefined, plan: plan || undefined, placement: placement || undefined, sort, order, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const onSort = (field: string) => set({ sort: field === 'name' ? '' : field, order: sort === field ? (order === 'asc' ? 'desc' : 'asc') : '' })
  // The plans churches have (a retired size too), named by the catalogue where it still has them.
  const labels = new Map((catalogue.data?.sizes ?? []).map((s) => [s.name, s.label || s.name]))
  const plans: [string, string][] = [['', 'Any plan'], ...(facets.data?.plans ?? []).map((p): [string, string] => [p.name, `${labels.get(p.name) ?? p.name} (${formatCount(p.churches)})`])]
  const placements: [string, string][] = [['', 'Any cluster'], ...(facets.data?.placements ?? []).map((p): [string, string] => [p.name, `${p.name} (${formatCount(p.churches)})`])]
  const clustered = placements.length > 2 || placement !== ''

  return (
    <>
      <PageHeader title="Churches" />
      <Card>
        <div className={`grid ${clustered ? 'grid-cols-[2fr_1fr_1fr_1fr]' : 'grid-cols-[2fr_1fr_1fr]'} gap-3 border-b border-slate-100 p-4 max-[800px]:grid-cols-1`}>
          <TextField label="Search" type="search" placeholder="Name, short name or domain" value={search} onChange={(e) => set({ q: e.target.value })} />
          <SelectField label="Status" value={status} options={STATUS_FILTERS} onChange={(e) => set({ status: e.target.value })} />
          <SelectField label="Plan" value={plan} options={plans} onChange={(e) => set({ plan: e.target.value })} />
          {clustered && <SelectField label="Cluster" value={placement} options={placements} onChange={(e) => set({ placement: e.target.value })} />}
        </div>
        <QueryState query={list}>
          {(data) =>
            data.items.length === 0 ? (
              <Empty>No church matches.</Empty>
            ) : (
              <>
                <Table
                  label="Churches"
                  head={
                    <>
                      <SortTh label="Church" field="name" sort={sort} order={order} onSort={onSort} />
                      <Th>Status</Th>
                      <Th>Plan</Th>
                      <SortTh label="People" field="people" sort={sort} order={order} onSort={onSort} />
                      <Th>Users</Th>
                      <SortTh label="Last activity" field="activity" sort={sort} order={order} onSort={onSort} />
                      <SortTh label="Created" field="created" sort={sort} order={order} onSort={onSort} />
                    </>
                  }
                >
                  {data.items.map((c) => (
                    <tr key={c.id} className="hover:bg-slate-50">
                      <Td>
                        <Link to={PATHS.church(c.id)} className="font-medium text-brand-dark hover:underline">
                          {c.fullName}
                        </Link>
                        <span className="block text-xs text-slate-600">{c.shortName}</span>
                      </Td>
                      <Td>
                        <ChurchStatus status={c.status} lockedDown={c.lockedDown} billingLockdown={c.billingLockdown} />
                      </Td>
                      <Td>{c.plan || '—'}</Td>
                      <Td>{formatCount(c.people)}</Td>
                      <Td>{formatCount(c.users)}</Td>
                      <Td className="whitespace-nowrap">{formatDateTime(c.lastActivityAt)}</Td>
                      <Td className="whitespace-nowrap">{formatDateTime(c.createdAt)}</Td>
                    </tr>
                  ))}
                </Table>
                <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPage={(p) => set({ page: String(p) })} />
              </>
            )
          }
        </QueryState>
      </Card>
    </>
  )
}
