import { useQuery } from '@tanstack/react-query'
import { ExportsTable } from '@/components/ExportsTable'
import { Card, PageHeader } from '@/components/ui/Card'
import { Empty, QueryState } from '@/components/ui/States'
import { opsApi } from '@/lib/ops-api'
import { useTitle } from '@/lib/use-title'

export default function ExportsPage() {
  useTitle('Exports')
  const q = useQuery({
    queryKey: ['exports', 'all'],
    queryFn: () => opsApi.exports({}),
    refetchInterval: (q) => (q.state.data?.items.some((e) => e.status === 'queued' || e.status === 'running') ? 3000 : false),
  })
  return (
    <>
      <PageHeader title="Exports" />
      <Card>
        <QueryState query={q}>{(d) => (d.items.length === 0 ? <Empty>No export yet. Start one from a church’s page.</Empty> : <ExportsTable items={d.items} />)}</QueryState>
      </Card>
    </>
  )
}
