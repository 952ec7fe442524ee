import { useSearchParams } from 'react-router-dom'
import { Card, EmptyState, PageHeader } from '@/components/ui/Card'
import { useAllServiceUnits } from '../api/service-units'
import { NameListManager } from '../components/NameListManager'
import { PeopleShell } from '../components/PeopleShell'
import { ServiceUnitsCard } from '../components/ServiceUnitsCard'
import { UnitMembersCard } from '../components/UnitMembersCard'

export default function ServiceUnitsPage() {
  const [params, setParams] = useSearchParams()
  const unitId = Number(params.get('unitId')) || null
  const all = useAllServiceUnits()
  const unit = all.data?.items.find((u) => u.id === unitId) ?? null

  return (
    <PeopleShell>
      <PageHeader title="Service units & positions" description="The departments where people serve, who serves in each, and the positions they hold." />
      <div className="grid grid-cols-2 items-start gap-6 max-[1100px]:grid-cols-1">
        <ServiceUnitsCard selectedId={unitId} onSelect={(u) => setParams({ unitId: String(u.id) }, { replace: true })} />
        {unit ? (
          <UnitMembersCard key={unit.id} unit={unit} />
        ) : (
          <Card>
            <EmptyState title="Choose a unit" message="Pick a service unit on the left to see and manage its members." />
          </Card>
        )}
      </div>
      <div className="max-w-3xl">
        <NameListManager kind="positions" title="Positions" singular="Position" description="Roles people hold in a unit, in the order they are listed." memberNoun="members" />
      </div>
    </PeopleShell>
  )
}
