import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { canOpen, type PermissionKey } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { GIVING_PAGES } from './paths'

const SECTIONS: (Section & { key: PermissionKey })[] = [
  { to: GIVING_PAGES.dashboard, label: 'Dashboard', key: 'generosity' },
  { to: GIVING_PAGES.contributions, label: 'Contributions', key: 'generosity' },
  { to: GIVING_PAGES.numbers, label: 'By numbers', key: 'generosity' },
  { to: GIVING_PAGES.donors, label: 'By donors', key: 'generosity' },
  { to: GIVING_PAGES.statements, label: 'Statements', key: 'generosity' },
  { to: GIVING_PAGES.expiringCards, label: 'Expiring cards', key: 'open' },
  { to: GIVING_PAGES.otherWays, label: 'Other ways to give', key: 'people' },
]

/** The reporting pages of giving: the section bar (what this user may open), the title row, the body. */
export function GivingShell({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const perms = useCurrentProfile().userRolesAndPermissions
  const sections = SECTIONS.filter((s) => canOpen(perms, s.key))
  return (
    <div className="flex flex-col gap-6">
      {sections.length > 1 && <SectionNav sections={sections} label="Giving sections" />}
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  )
}
