import { useContext, type ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { ProfileContext } from '@/lib/current-profile'
import { ORG } from '@/lib/org-paths'
import { PageHelp } from '@/components/org-shell/PageHelp'

const SECTIONS: Section[] = [
  { to: ORG.general, label: 'General' },
  { to: ORG.socialMedia, label: 'Social media' },
  { to: ORG.brand, label: 'Brand & colours' },
  { to: ORG.messaging, label: 'Messaging' },
  { to: ORG.settings, label: 'Settings' },
  { to: ORG.roles, label: 'Roles & permissions', match: [ORG.administrator, ORG.currentRoles] },
  { to: ORG.leadership, label: 'Leadership' },
  { to: ORG.qrCodes, label: 'QR codes' },
  { to: ORG.audit, label: 'Security audit' },
  { to: ORG.credits, label: 'Credits', match: [ORG.creditPurchases, ORG.buyCredits] },
  { to: ORG.merchantAccount, label: 'Merchant account' },
  { to: ORG.guide, label: 'Guide' },
]

/** The full export answers only the church's super admin: the others do not see its link. */
const EXPORT: Section = { to: ORG.dataExport, label: 'Export all data' }

/** Every organisation page: the section bar, then the page's title row and body. */
export function OrgShell({
  title,
  description,
  actions,
  back,
  help,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  back?: ReactNode
  /** Key of the page's tooltip comment (organisation settings → tooltip comments). */
  help?: string
  children: ReactNode
}) {
  const superAdmin = !!useContext(ProfileContext)?.userRolesAndPermissions.isSuperAdmin
  const sections = superAdmin ? [...SECTIONS.slice(0, -1), EXPORT, ...SECTIONS.slice(-1)] : SECTIONS
  return (
    <div className="flex flex-col gap-6">
      <SectionNav sections={sections} label="Organisation sections" />
      <PageHeader
        title={title}
        description={description}
        back={back}
        actions={
          help || actions ? (
            <>
              {help && <PageHelp tooltipKey={help} />}
              {actions}
            </>
          ) : undefined
        }
      />
      {children}
    </div>
  )
}
