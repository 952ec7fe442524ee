import { OrgLogo } from '@/components/ui/OrgLogo'
import type { EmailTemplate } from '../api/types'
import { normalizeHex, textOn } from '../lib/colors'

/** How a church e-mail looks with the template: the worker renders the same parts as plain text. */
export function EmailPreview({ template, fromName, replyTo }: { template: EmailTemplate; fromName: string; replyTo: string }) {
  const button = normalizeHex(template.buttonColor) ?? '#304FFF'
  const subject = [template.subjectPrefix.trim(), 'Sunday service this week'].filter(Boolean).join(' ')
  return (
    <figure className="flex flex-col gap-2" data-testid="email-preview">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">Preview</figcaption>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm dark:border-neutral-700">
        <div className="border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-xs text-slate-600">
          <p className="truncate">
            <span className="font-semibold text-slate-800">{fromName || 'Your church'}</span>
            {replyTo && <span> · reply to {replyTo}</span>}
          </p>
          <p className="mt-0.5 truncate font-semibold text-slate-900">{subject}</p>
        </div>
        <div className="flex flex-col gap-3 px-5 py-4 text-sm">
          {(template.showLogo || template.header.trim()) && (
            <div className="flex items-center gap-3 border-b border-slate-100 pb-3">
              {template.showLogo && <OrgLogo size={36} />}
              {template.header.trim() && <p className="font-semibold whitespace-pre-line">{template.header}</p>}
            </div>
          )}
          <p>Hello Ada,</p>
          <p className="text-slate-600">Join us this Sunday at 10 AM. Bring a friend — there is coffee after the service.</p>
          <span className="self-start rounded-lg px-4 py-2 text-sm font-semibold" style={{ background: button, color: textOn(button) }}>
            View details
          </span>
          {template.signature.trim() && <p className="whitespace-pre-line">{template.signature}</p>}
          {template.footer.trim() && <p className="border-t border-slate-100 pt-3 text-xs whitespace-pre-line text-slate-500">{template.footer}</p>}
        </div>
      </div>
    </figure>
  )
}

/** A text message as a phone shows it: the sender ID, the text, the signature. */
export function SmsPreview({ senderId, signature }: { senderId: string; signature: string }) {
  const body = 'Reminder: prayer meeting tonight at 7 PM in the main hall.'
  const text = signature.trim() ? `${body}\n${signature.trim()}` : body
  return (
    <figure className="flex flex-col gap-2" data-testid="sms-preview">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">Preview</figcaption>
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-neutral-700 dark:bg-neutral-950">
        <p className="text-center text-xs font-semibold text-slate-600 dark:text-neutral-300">{senderId.trim() || 'SENDER'}</p>
        <p className="mt-3 max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-200 px-3 py-2 text-sm whitespace-pre-line text-slate-900 dark:bg-neutral-800 dark:text-neutral-100">{text}</p>
        <p className="mt-2 text-xs text-slate-500 dark:text-neutral-400">{text.length} characters</p>
      </div>
    </figure>
  )
}
