import { Controller, useWatch } from 'react-hook-form'
import { fieldError } from '@congregate/ui/forms'
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
import { useSettingsForm } from '../lib/settings-form'
import { TEMPLATE_LIMITS, senderSchema, templateSchema } from '../lib/validation'

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

function SenderForm({ initial }: { initial: Messaging }) {
  const saved = { senderId: initial.senderId, smsSignature: initial.smsSignature, replyToEmail: initial.replyToEmail, emailFromName: initial.emailFromName }
  const save = useUpdateMessaging()
  const { form, card } = useSettingsForm(senderSchema, saved, (changes) => save.mutate(changes))
  const [senderId, smsSignature] = useWatch({ control: form.control, name: ['senderId', 'smsSignature'] })
  const field = (name: keyof typeof saved) => ({ ...form.register(name), error: fieldError(form, name) })
  return (
    <FormCard title="Sender details" description="Text messages show the sender ID instead of a phone number where the network allows it." saving={save.isPending} {...card}>
      <div className="flex flex-col gap-4">
        <TextField label="Sender ID" {...field('senderId')} maxLength={11} hint="3 to 11 letters, digits or spaces, with at least one letter." />
        <TextField label="SMS signature" {...field('smsSignature')} maxLength={60} hint="Added at the end of every text message." />
        <TextField label="E-mail sender name" {...field('emailFromName')} maxLength={100} />
        <TextField label="Reply-to e-mail" type="email" {...field('replyToEmail')} hint="Where replies to your e-mails go. Leave empty to use the church e-mail." />
      </div>
      <SmsPreview senderId={senderId} signature={smsSignature} />
    </FormCard>
  )
}

function TemplateForm({ initial, messaging }: { initial: EmailTemplate; messaging: Messaging }) {
  const save = useUpdateEmailTemplate()
  const { form, card } = useSettingsForm(templateSchema, initial, (changes) => save.mutate(changes))
  const draft = { ...initial, ...useWatch({ control: form.control }) }
  const field = (name: keyof typeof TEMPLATE_LIMITS) => ({ ...form.register(name), error: fieldError(form, name), maxLength: TEMPLATE_LIMITS[name] })
  const counter = (k: keyof typeof TEMPLATE_LIMITS) => `${draft[k].length}/${TEMPLATE_LIMITS[k]}`
  return (
    <FormCard title="E-mail template" description="Plain text: the parts every church e-mail is wrapped in." saving={save.isPending} {...card} saveLabel="Save template">
      <div className="flex flex-col gap-4">
        <TextField label="Subject prefix" {...field('subjectPrefix')} hint={`Before every subject, e.g. [Grace]. ${counter('subjectPrefix')}`} />
        <TextAreaField label="Header" {...field('header')} rows={2} hint={counter('header')} />
        <TextAreaField label="Signature" {...field('signature')} rows={3} hint={counter('signature')} />
        <TextAreaField label="Footer" {...field('footer')} rows={3} hint={`Address, unsubscribe note or legal text. ${counter('footer')}`} />
        <Controller control={form.control} name="buttonColor" render={({ field: f }) => <ColorField label="Button colour" value={f.value} onChange={f.onChange} error={fieldError(form, 'buttonColor')} />} />
        <Controller
          control={form.control}
          name="showLogo"
          render={({ field: f }) => (
            <Checkbox checked={f.value} onChange={f.onChange} name="showLogo">
              Show the church logo at the top
            </Checkbox>
          )}
        />
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
