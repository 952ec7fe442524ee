import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/Card'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { ORG } from '@/lib/org-paths'

interface Topic {
  id: string
  title: string
  to: string
  summary: string
  steps: ReactNode[]
  tip?: ReactNode
}

const TOPICS: Topic[] = [
  {
    id: 'general',
    title: 'General',
    to: ORG.general,
    summary: 'Your church’s name and contact details. They appear on the sign-in screen, in e-mails, on exports and on your QR codes.',
    steps: [
      'Check the organisation name exactly as members know it (up to 100 characters).',
      'Give an e-mail address people can write to; the phone number must include the country code.',
      'Add your website and a link to your terms of service if you have them; both must start with https://.',
      'Save. The new name shows in the sidebar and the browser tab at once.',
    ],
    tip: 'The short name is part of your console’s web address, so it cannot be changed here. Contact support if you need a new address.',
  },
  {
    id: 'socialmedia',
    title: 'Social media',
    to: ORG.socialMedia,
    summary: 'Links to your pages on Facebook, Instagram, X, YouTube, TikTok, LinkedIn and WhatsApp.',
    steps: ['Paste the full address of each page, starting with https://.', 'For WhatsApp you can give a wa.me link or a phone number starting with +.', 'Leave a network empty to hide it.'],
  },
  {
    id: 'brand',
    title: 'Brand & colours',
    to: ORG.brand,
    summary: 'Your logo, a version for dark mode, the browser icon, and the colours of the console.',
    steps: [
      'Choose or drag a JPEG, PNG or SVG file of at most 2 MB. Check the preview, then save it.',
      'A dark-mode logo is optional: without one, dark mode shows your main logo.',
      'Pick a primary and a secondary colour for light mode and for dark mode. The preview shows the console with your colours before you save.',
      'Save colours: everyone’s console changes colour at once, no reload needed.',
    ],
    tip: 'Buttons carry white text on your primary colour. If the page warns that white text is hard to read, choose a deeper shade. Reset to defaults brings back the Congregate blue and deep red.',
  },
  {
    id: 'messaging',
    title: 'Messaging',
    to: ORG.messaging,
    summary: 'Who your text messages and e-mails come from, and the frame around every e-mail your church sends.',
    steps: [
      'The sender ID replaces the phone number on text messages where networks allow it: 3 to 11 letters or digits, with at least one letter.',
      'The SMS signature is added at the end of every text; keep it short, texts are charged per 160 characters.',
      'Set the sender name and a reply-to address for e-mails.',
      'In the e-mail template, write a header, a signature and a footer (for example your address). The preview shows a sample e-mail as you type.',
    ],
  },
  {
    id: 'settings',
    title: 'Settings',
    to: ORG.settings,
    summary: 'Currency, time zone, date format, default country and the help texts of the console.',
    steps: [
      'The time zone decides which day an event belongs to in reports and in the audit.',
      'The default country is pre-selected in phone number fields.',
      'Under Help texts, reword the comment behind any page’s Help button for your staff; Reset to default brings ours back.',
    ],
    tip: 'Sessions end after 30 minutes without activity. This protects your members’ data and cannot be changed.',
  },
  {
    id: 'roles',
    title: 'Roles & permissions',
    to: ORG.roles,
    summary: 'Who may open and change each module. Give each team a role instead of making everyone a super admin.',
    steps: [
      'New role: name it after the team (for example “Ushers”), then choose View or Full for each module. View lets people look; Full lets them change things too.',
      'Assign role: find the person by name, e-mail or phone and pick the role. A person can hold several roles; they get everything the roles allow together.',
      'On the Users with roles tab, switch admin access off to stop someone signing in at once, or use Enable account for someone who was deactivated or locked out after too many failed sign-ins.',
      'Manage opens a person’s page: their roles, effective permissions, active sessions and recent activity.',
      'Current roles & permissions compares every role against every module in one table.',
    ],
    tip: 'Changes apply on the person’s next click. A church always keeps at least one super admin, and nobody can switch off their own access.',
  },
  {
    id: 'leadership',
    title: 'Leadership & directory',
    to: ORG.leadership,
    summary: 'Your pastors and leaders with their titles, in the order your directory and app list them.',
    steps: ['Add leader: search for the person and give their title, such as “Senior Pastor”.', 'Use the arrows to change the order.', 'Removing a leader keeps them in your people directory.'],
    tip: 'Leaders are people records, so this page also needs the People permission.',
  },
  {
    id: 'qrcodes',
    title: 'QR codes',
    to: ORG.qrCodes,
    summary: 'Ready-made QR codes for your console, staff sign-up and website, plus any link you paste.',
    steps: ['Download PNG for slides, bulletins and social posts; pick a larger size for posters.', 'Download SVG for designers and print shops: it stays sharp at any size.', 'Test a printed code with a phone before a big print run.'],
  },
  {
    id: 'audit',
    title: 'Access & security audit',
    to: ORG.audit,
    summary: 'A record of every sign-in, failed sign-in, permission change, settings change and export, newest first.',
    steps: [
      'Filter by user, event, outcome (success or failure) and dates; the search box finds an e-mail, a name or an IP address.',
      'Details shows what changed, with the value before and after.',
      'Export CSV downloads every entry that matches your filters, for your records or an auditor. The export itself is recorded.',
    ],
    tip: 'Several failed sign-ins for one account, or sign-ins from an unknown IP address, are worth a conversation. Switch off that person’s admin access while you check.',
  },
]

export default function AdminGuidePage() {
  return (
    <OrgShell title="Organisation guide" description="How to set up and look after your church's console. Each section links to its page.">
      <div className="grid grid-cols-[200px_minmax(0,1fr)] gap-6 max-[900px]:grid-cols-1">
        <nav aria-label="Guide contents" className="max-[900px]:hidden">
          <ol className="sticky top-[calc(var(--topbar-height)+1.5rem)] flex flex-col gap-1 text-sm">
            <li>
              <a href="#getting-started" className="block rounded-lg px-3 py-1.5 hover:bg-slate-100 dark:hover:bg-neutral-800">
                Getting started
              </a>
            </li>
            {TOPICS.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}`} className="block rounded-lg px-3 py-1.5 hover:bg-slate-100 dark:hover:bg-neutral-800">
                  {t.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex flex-col gap-4">
          <Card id="getting-started" className="scroll-mt-24 p-5">
            <h2 className="text-lg font-semibold">Getting started</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-neutral-300">A new church console is ready in five steps:</p>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
              <li>
                Check your name and contact details on <Link className="font-medium text-brand-ink hover:underline" to={ORG.general}>General</Link>.
              </li>
              <li>
                Upload your logo and choose your colours on <Link className="font-medium text-brand-ink hover:underline" to={ORG.brand}>Brand &amp; colours</Link>.
              </li>
              <li>
                Set your time zone and currency on <Link className="font-medium text-brand-ink hover:underline" to={ORG.settings}>Settings</Link>.
              </li>
              <li>
                Create a role per team and assign it on <Link className="font-medium text-brand-ink hover:underline" to={ORG.roles}>Roles &amp; permissions</Link>.
              </li>
              <li>
                Set your sender ID and e-mail template on <Link className="font-medium text-brand-ink hover:underline" to={ORG.messaging}>Messaging</Link>.
              </li>
            </ol>
          </Card>
          {TOPICS.map((t) => (
            <Card key={t.id} id={t.id} className="scroll-mt-24 p-5">
              <div className="flex flex-wrap items-baseline gap-3">
                <h2 className="flex-1 text-lg font-semibold">{t.title}</h2>
                <Link to={t.to} className="text-sm font-semibold text-brand-ink hover:underline">
                  Open {t.title} →
                </Link>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-neutral-300">{t.summary}</p>
              <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
                {t.steps.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ol>
              {t.tip && <p className="mt-3 rounded-lg bg-brand/5 px-3 py-2 text-sm text-slate-700 dark:bg-brand/20 dark:text-neutral-200">{t.tip}</p>}
            </Card>
          ))}
        </div>
      </div>
    </OrgShell>
  )
}
