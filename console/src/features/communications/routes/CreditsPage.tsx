import { OrgShell } from '@/components/org-shell/OrgShell'

export default function CreditsPage() {
  return (
    <OrgShell title="Message credits" description="Credits pay for SMS, MMS, voice and e-mail. Push notifications are free.">
      <div />
    </OrgShell>
  )
}
