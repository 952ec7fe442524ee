import { PageHeader } from '@/components/ui/Card'
import { NameListManager } from '../components/NameListManager'
import { PeopleShell } from '../components/PeopleShell'

export default function TitlesPage() {
  return (
    <PeopleShell>
      <PageHeader title="Titles & salutations" description="Titles (Mr, Mrs, Dr, Pastor…) come before a name; salutations (Brother, Sister…) are how the church addresses someone in letters and greetings." />
      <div className="grid grid-cols-2 items-start gap-6 max-[1000px]:grid-cols-1">
        <NameListManager kind="titles" title="Titles" singular="Title" description="Shown before a person's name." />
        <NameListManager kind="salutations" title="Salutations" singular="Salutation" description="Used in letters and greetings." />
      </div>
    </PeopleShell>
  )
}
