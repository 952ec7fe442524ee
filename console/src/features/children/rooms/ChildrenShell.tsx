import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { CHILDREN } from '../paths'

// The children's ministry pages' section bar (all under the children key).
const SECTIONS: Section[] = [
  { to: CHILDREN.dashboard, label: 'Dashboard' },
  { to: CHILDREN.listing, label: 'Children', match: [CHILDREN.grid, CHILDREN.viewChild, CHILDREN.note, CHILDREN.importCreate, CHILDREN.importProcess] },
  { to: CHILDREN.classrooms, label: 'Classrooms' },
  { to: CHILDREN.teachers, label: 'Teachers' },
  { to: CHILDREN.allergies, label: 'Food allergies' },
  { to: CHILDREN.station, label: 'Check-in station' },
  { to: CHILDREN.reporting, label: 'Reporting' },
  { to: CHILDREN.settings, label: 'Settings' },
  { to: CHILDREN.guide, label: 'Admin guide' },
]

/** Every children's ministry page: the section bar, then the page's title row and body. */
export function ChildrenShell({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <SectionNav sections={SECTIONS} label="Children's ministry sections" />
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  )
}
