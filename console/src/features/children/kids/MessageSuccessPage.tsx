import { Link, useLocation } from 'react-router-dom'
import { Card, PageHeader } from '@/components/ui/Card'
import { CHILDREN, childPath } from '../paths'
import { parentsCount } from './format'
import type { SentState } from './MessageParentsModal'

const linkClass = 'font-medium text-brand-ink hover:underline dark:text-brand-light'

/** /children/communication/success: what went to the parents, and the ways back. */
export default function MessageSuccessPage() {
  const sent = (useLocation().state ?? null) as SentState | null
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Message sent" />
      <Card className="flex flex-col gap-4 p-6">
        <div className="flex items-center gap-3">
          <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-100 text-xl text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            ✓
          </span>
          {sent ? (
            <p className="text-base">
              Your {sent.channel === 'sms' ? 'text message' : 'e-mail'} is on its way to <strong>{parentsCount(sent.recipients)}</strong>
              {sent.parents > sent.recipients && ` (${sent.parents - sent.recipients} of ${sent.parents} skipped: opted out or no ${sent.channel === 'sms' ? 'mobile' : 'e-mail'})`}.
            </p>
          ) : (
            <p className="text-base">Your message to the parents is on its way.</p>
          )}
        </div>
        {sent && sent.children.length > 0 && (
          <div>
            <p className="text-sm font-medium">Parents of</p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {sent.children.map((c) => (
                <li key={c.id}>
                  <Link to={childPath(c.id)} className={linkClass}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-slate-600 dark:text-neutral-400">Delivery goes on in the background; each message spends the church's message credits.</p>
        <div className="flex flex-wrap gap-4 text-sm">
          <Link to={CHILDREN.listing} className={linkClass}>
            Back to the children
          </Link>
          {sent?.children.length === 1 && (
            <Link to={childPath(sent.children[0]!.id)} className={linkClass}>
              Back to {sent.children[0]!.name}
            </Link>
          )}
        </div>
      </Card>
    </div>
  )
}
