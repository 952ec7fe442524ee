import { PageHeader } from '@/components/ui/Card'
import { GroupsCard } from '../components/GroupsCard'
import { PeopleShell } from '../components/PeopleShell'

export default function GroupsPage() {
  return (
    <PeopleShell>
      <PageHeader title="Groups" description="Small groups, classes and ministries. Open a group to add or remove its members." />
      <GroupsCard />
    </PeopleShell>
  )
}
