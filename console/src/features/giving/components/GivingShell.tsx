import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { GIVING } from '../paths'

const SECTIONS: Section[] = [
  { to: GIVING.dashboard, label: 'Dashboard' },
  { to: GIVING.contributions, label: 'Contributions', match: [GIVING.import, GIVING.importProcess] },
  { to: GIVING.campaigns, label: 'Campaigns' },
  { to: GIVING.codes, label: 'Contribution codes' },
  { to: GIVING.reportsByNumbers, label: 'By numbers' },
  { to: GIVING.reportsByDonors, label: 'By donors' },
  { to: GIVING.statements, label: 'Statements' },
  { to: GIVING.settings, label: 'Settings' },
  { to: GIVING.guide, label: 'Admin guide' },
]

/** Every giving staff page: the section bar, then the page's title row and body. */
export function GivingShell({ title, description, actions, back, children }: { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <SectionNav sections={SECTIONS} label="Giving sections" />
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {children}
    </div>
  )
}

/** A link that looks like the kit's secondary button (page actions that navigate). */
export const linkButtonClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800'
