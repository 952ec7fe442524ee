import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { canOpen, type PermissionKey } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { BILLING } from '../paths'

const SECTIONS: (Section & { key: PermissionKey })[] = [
  { to: BILLING.invoices, label: 'Invoices', key: 'generosity' },
  { to: BILLING.makePayment, label: 'Make payment', key: 'generosity' },
  { to: BILLING.cards, label: 'Cards on file', key: 'generosity' },
  { to: BILLING.guide, label: 'Admin guide', key: 'billing' },
]

/** Every billing page: the section bar (the sections this user may open), then the title row and body. */
export function BillingShell({ title, description, actions, back, children }: { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode; children: ReactNode }) {
  const perms = useCurrentProfile().userRolesAndPermissions
  const sections = SECTIONS.filter((s) => canOpen(perms, s.key))
  return (
    <div className="flex flex-col gap-6">
      {sections.length > 1 && <SectionNav sections={sections} label="Billing sections" />}
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {children}
    </div>
  )
}
