import { OrgShell } from '@/components/org-shell/OrgShell'

export default function PurchaseHistoryPage() {
  return (
    <OrgShell title="Credit purchase history" description="Every grant and purchase of message credits.">
      <div />
    </OrgShell>
  )
}
