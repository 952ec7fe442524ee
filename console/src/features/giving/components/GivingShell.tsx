import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { canOpen, type PermissionKey } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { GIVING } from '../paths'

// Every giving page's section bar. Most pages need generosity; the expiring cards are open to any
// signed-in user and other ways to give needs people (spec §2): a user sees the sections they may open.
const SECTIONS: (Section & { key: PermissionKey })[] = [
  { to: GIVING.dashboard, label: 'Dashboard', key: 'generosity' },
  { to: GIVING.contributions, label: 'Contributions', match: [GIVING.import, GIVING.importProcess], key: 'generosity' },
  { to: GIVING.campaigns, label: 'Campaigns', key: 'generosity' },
  { to: GIVING.codes, label: 'Contribution codes', key: 'generosity' },
  { to: GIVING.reportsByNumbers, label: 'By numbers', key: 'generosity' },
  { to: GIVING.reportsByDonors, label: 'By donors', key: 'generosity' },
  { to: GIVING.statements, label: 'Statements', key: 'generosity' },
  { to: GIVING.expiringCards, label: 'Expiring cards', key: 'open' },
  { to: GIVING.otherWays, label: 'Other ways to give', key: 'people' },
  { to: GIVING.settings, label: 'Settings', key: 'generosity' },
  { to: GIVING.guide, label: 'Admin guide', key: 'generosity' },
]

/** Every giving page: the section bar (what this user may open), then the page's title row and body. */
export function GivingShell({ title, description, actions, back, children }: { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode; children: ReactNode }) {
  const perms = useCurrentProfile().userRolesAndPermissions
  const sections = SECTIONS.filter((s) => canOpen(perms, s.key))
  return (
    <div className="flex flex-col gap-6">
      {sections.length > 1 && <SectionNav sections={sections} label="Giving sections" />}
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {children}
    </div>
  )
}

/** A link that looks like the kit's secondary button (page actions that navigate). */
export const linkButtonClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800'
