import { PageHeader } from '@/components/ui/Card'
import { NameListManager } from '../components/NameListManager'
import { PeopleShell } from '../components/PeopleShell'

export default function MembershipTypesPage() {
  return (
    <PeopleShell>
      <PageHeader title="Membership types" description="How people relate to your church. The order here is the order of menus and reports: drag a row or use the arrows." />
      <div className="max-w-3xl">
        <NameListManager kind="membership-types" title="Membership types" singular="Membership type" description="Deleting a type that people have asks where they should move." askMoveOnDelete />
      </div>
    </PeopleShell>
  )
}
