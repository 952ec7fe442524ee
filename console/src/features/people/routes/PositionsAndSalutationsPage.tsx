import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/Card'
import { NameListManager } from '../components/NameListManager'
import { PeopleShell } from '../components/PeopleShell'
import { PEOPLE } from '../paths'

export default function PositionsAndSalutationsPage() {
  return (
    <PeopleShell>
      <PageHeader
        title="Positions & salutations"
        description={
          <>
            Positions are the roles people hold in a service unit (Leader, Secretary…); salutations are how the church addresses them. Titles are on{' '}
            <Link to={PEOPLE.titles} className="font-medium text-brand-ink hover:underline">
              titles & salutations
            </Link>
            .
          </>
        }
      />
      <div className="grid grid-cols-2 items-start gap-6 max-[1000px]:grid-cols-1">
        <NameListManager kind="positions" title="Positions" singular="Position" description="Roles within a service unit." memberNoun="members" />
        <NameListManager kind="salutations" title="Salutations" singular="Salutation" description="Used in letters and greetings." />
      </div>
    </PeopleShell>
  )
}
