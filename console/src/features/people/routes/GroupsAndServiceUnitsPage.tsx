import { PageHeader } from '@/components/ui/Card'
import { GroupsCard } from '../components/GroupsCard'
import { PeopleShell } from '../components/PeopleShell'
import { ServiceUnitsCard } from '../components/ServiceUnitsCard'

export default function GroupsAndServiceUnitsPage() {
  return (
    <PeopleShell>
      <PageHeader title="Groups & service units" description="Where people belong (groups) and where they serve (service units). Open one to manage its members." />
      <div className="grid grid-cols-2 items-start gap-6 max-[1100px]:grid-cols-1">
        <GroupsCard pageSize={10} compact />
        <ServiceUnitsCard pageSize={10} />
      </div>
    </PeopleShell>
  )
}
