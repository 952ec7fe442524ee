import { useState } from 'react'
import { Checkbox, TextField } from '@congregate/ui'
import { TextAreaField } from '@/components/ui/Select'
import { useMessaging } from '../api/get-messaging'
import type { EmailTemplate, Messaging } from '../api/types'
import { useUpdateEmailTemplate } from '../api/update-email-template'
import { useUpdateMessaging } from '../api/update-messaging'
import { ColorField } from '../components/ColorField'
import { EmailPreview, SmsPreview } from '../components/EmailPreview'
import { FormCard, Wide } from '../components/FormCard'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { TEMPLATE_LIMITS, changedFields, hasErrors, validateMessaging, validateTemplate, type Errors, type MessagingField } from '../lib/validation'

export default function MessagingPage() {
  const q = useMessaging()
  return (
    <OrgShell help="organization.messaging" title="Messaging" description="Who your text messages and e-mails come from, and how your e-mails look.">
      <QueryState query={q}>
        {(m) => (
          <div className="flex flex-col gap-6">
            <SenderForm key={JSON.stringify([m.senderId, m.smsSignature, m.replyToEmail, m.emailFromName])} initial={m} />
            <TemplateForm key={JSON.stringify(m.emailTemplate)} initial={m.emailTemplate} messaging={m} />
          </div>
        )}
      </QueryState>
    </OrgShell>
  )
}

type SenderDraft = Pick<Messaging, MessagingField>

function SenderForm({ initial }: { initial: Messaging }) {
  const start: SenderDraft = { senderId: initial.senderId, smsSignature: initial.smsSignature, replyToEmail: initial.replyToEmail, emailFromName: initial.emailFromName }
  const [draft, setDraft] = useState(start)
  const [errors, setErrors] = useState<Errors<MessagingField>>({})
  const save = useUpdateMessaging()
  const changes = changedFields(start, draft)
  const set = (k: MessagingField) => (v: string) => {
    setDraft((d) => ({ ...d, [k]: v }))
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }))
  }
  return (
    <FormCard
      title="Sender details"
      description="Text messages show the sender ID instead of a phone number where the network allows it."
      dirty={Object.keys(changes).length > 0}
      saving={save.isPending}
      onSubmit={() => {
        const e = validateMessaging(draft)
        setErrors(e)
        if (!hasErrors(e)) save.mutate(changes)
      }}
      onDiscard={() => {
        setDraft(start)
        setErrors({})
      }}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label="Sender ID"
          name="senderId"
          value={draft.senderId}
          onChange={(e) => set('senderId')(e.target.value)}
          error={errors.senderId}
          maxLength={11}
          hint="3 to 11 letters, digits or spaces, with at least one letter."
        />
        <TextField label="SMS signature" name="smsSignature" value={draft.smsSignature} onChange={(e) => set('smsSignature')(e.target.value)} error={errors.smsSignature} maxLength={60} hint="Added at the end of every text message." />
        <TextField label="E-mail sender name" name="emailFromName" value={draft.emailFromName} onChange={(e) => set('emailFromName')(e.target.value)} error={errors.emailFromName} maxLength={100} />
        <TextField label="Reply-to e-mail" name="replyToEmail" type="email" value={draft.replyToEmail} onChange={(e) => set('replyToEmail')(e.target.value)} error={errors.replyToEmail} hint="Where replies to your e-mails go. Leave empty to use the church e-mail." />
      </div>
      <SmsPreview senderId={draft.senderId} signature={draft.smsSignature} />
    </FormCard>
  )
}

function TemplateForm({ initial, messaging }: { initial: EmailTemplate; messaging: Messaging }) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Errors<keyof EmailTemplate>>({})
  const save = useUpdateEmailTemplate()
  const changes = changedFields(initial, draft)
  const set = <K extends keyof EmailTemplate>(k: K, v: EmailTemplate[K]) => {
    setDraft((d) => ({ ...d, [k]: v }))
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }))
  }
  const counter = (k: keyof typeof TEMPLATE_LIMITS) => `${draft[k].length}/${TEMPLATE_LIMITS[k]}`
  return (
    <FormCard
      title="E-mail template"
      description="Plain text: the parts every church e-mail is wrapped in."
      dirty={Object.keys(changes).length > 0}
      saving={save.isPending}
      onSubmit={() => {
        const e = validateTemplate(draft)
        setErrors(e)
        if (!hasErrors(e)) save.mutate(changes)
      }}
      onDiscard={() => {
        setDraft(initial)
        setErrors({})
      }}
      saveLabel="Save template"
    >
      <div className="flex flex-col gap-4">
        <TextField label="Subject prefix" name="subjectPrefix" value={draft.subjectPrefix} onChange={(e) => set('subjectPrefix', e.target.value)} error={errors.subjectPrefix} maxLength={TEMPLATE_LIMITS.subjectPrefix} hint={`Before every subject, e.g. [Grace]. ${counter('subjectPrefix')}`} />
        <TextAreaField label="Header" name="header" value={draft.header} onChange={(e) => set('header', e.target.value)} error={errors.header} rows={2} maxLength={TEMPLATE_LIMITS.header} hint={counter('header')} />
        <TextAreaField label="Signature" name="signature" value={draft.signature} onChange={(e) => set('signature', e.target.value)} error={errors.signature} rows={3} maxLength={TEMPLATE_LIMITS.signature} hint={counter('signature')} />
        <TextAreaField label="Footer" name="footer" value={draft.footer} onChange={(e) => set('footer', e.target.value)} error={errors.footer} rows={3} maxLength={TEMPLATE_LIMITS.footer} hint={`Address, unsubscribe note or legal text. ${counter('footer')}`} />
        <ColorField label="Button colour" value={draft.buttonColor} onChange={(v) => set('buttonColor', v)} error={errors.buttonColor} />
        <Checkbox checked={draft.showLogo} onChange={(v) => set('showLogo', v)} name="showLogo">
          Show the church logo at the top
        </Checkbox>
      </div>
      <div>
        <EmailPreview template={draft} fromName={messaging.emailFromName} replyTo={messaging.replyToEmail} />
      </div>
      <Wide>
        <p className="text-xs text-slate-500 dark:text-neutral-400">The sender name and reply-to address come from the sender details above.</p>
      </Wide>
    </FormCard>
  )
}
