import { useRef, useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { QueryState } from '@/components/ui/QueryState'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { Switch } from '@/components/ui/Switch'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { formatDateTime } from '@/lib/format'
import { useGreetingHistory, useGreetingTemplates, useUpdateTemplate } from '../api/greetings'
import type { GreetingChannel, GreetingKind, GreetingTemplate } from '../api/types'
import { GREETING_LIMITS, HOUR_OPTIONS, greetingSchema, type GreetingFormValues } from '../lib/greeting-form'
import { MERGE_FIELDS, insertAt } from '../lib/rules'

const KINDS: { value: GreetingKind; label: string }[] = [
  { value: 'birthday', label: 'Birthdays' },
  { value: 'wedding', label: 'Wedding anniversaries' },
]
const CHANNELS: { value: GreetingChannel; label: string }[] = [
  { value: 'sms', label: 'Text message' },
  { value: 'email', label: 'E-mail' },
]
const HISTORY_PAGE_SIZE = 10

/** The celebration templates (birthday and wedding, by text and by e-mail) and what was sent. */
export function AutomatedGreetingsCard() {
  const [kind, setKind] = useState<GreetingKind>('birthday')
  const templates = useGreetingTemplates()
  return (
    <>
      <Card>
        <CardHeader
          title="Automated greetings"
          description="Sent at the chosen hour in the church's time zone on each person's birthday or wedding anniversary, once a year; people on the do-not-contact list are skipped."
        />
        <div className="flex flex-col gap-4 p-5 max-[500px]:p-3">
          <div>
            <Tabs label="Greeting" value={kind} options={KINDS} onChange={setKind} />
          </div>
          <QueryState query={templates}>
            {(list) => (
              <div className="grid grid-cols-2 gap-5 max-[1000px]:grid-cols-1">
                {CHANNELS.map((c) => {
                  const t = list.find((x) => x.kind === kind && x.channel === c.value) ?? { id: 0, kind, channel: c.value, subject: '', body: '', enabled: false, sendHour: 9 }
                  return <TemplateForm key={`${kind}-${c.value}-${t.id}`} template={t} channelLabel={c.label} />
                })}
              </div>
            )}
          </QueryState>
        </div>
      </Card>
      <GreetingHistory />
    </>
  )
}

function TemplateForm({ template: t, channelLabel }: { template: GreetingTemplate; channelLabel: string }) {
  const save = useUpdateTemplate()
  const schema = greetingSchema(t.channel)
  const form = useZodForm(schema, { defaultValues: { enabled: t.enabled, sendHour: String(t.sendHour), subject: t.subject, body: t.body } satisfies GreetingFormValues })
  const bodyBox = useRef<HTMLDivElement>(null)
  const body = form.watch('body') ?? ''
  const what = t.kind === 'birthday' ? 'birthday' : 'wedding anniversary'
  const formId = `greeting-${t.kind}-${t.channel}`

  function insert(token: string) {
    const el = bodyBox.current?.querySelector('textarea')
    const current = form.getValues('body') ?? ''
    const { text, caret } = insertAt(current, token, el?.selectionStart ?? current.length, el?.selectionEnd ?? current.length)
    form.setValue('body', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(caret, caret)
    })
  }

  return (
    <form
      id={formId}
      aria-label={`${channelLabel} ${what} greeting`}
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate({ ...t, ...v }, { onSuccess: (env) => form.reset({ enabled: env.responseData.enabled, sendHour: String(env.responseData.sendHour), subject: env.responseData.subject, body: env.responseData.body }) }))}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-neutral-800"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{channelLabel}</h3>
        <Controller control={form.control} name="enabled" render={({ field }) => <Switch label={`Send the ${what} ${channelLabel.toLowerCase()}`} checked={field.value} onChange={field.onChange} />} />
      </div>
      <SelectField label="Send at" options={HOUR_OPTIONS} error={fieldError(form, 'sendHour')} {...form.register('sendHour')} />
      {t.channel === 'email' && <TextField label="Subject" maxLength={200} error={fieldError(form, 'subject')} {...form.register('subject')} />}
      <div ref={bodyBox} className="flex flex-col gap-2">
        <TextAreaField
          label="Message"
          rows={5}
          error={fieldError(form, 'body')}
          hint={`${body.length.toLocaleString('en-US')} / ${GREETING_LIMITS[t.channel].toLocaleString('en-US')} characters${t.channel === 'sms' ? '; the church’s SMS signature is added' : ''}`}
          {...form.register('body')}
        />
        <div role="group" aria-label={`Insert a merge field into the ${channelLabel.toLowerCase()}`} className="flex flex-wrap gap-1.5">
          {MERGE_FIELDS.map((m) => (
            <button
              key={m.field}
              type="button"
              onClick={() => insert(m.field)}
              className="rounded-full border border-slate-300 px-2.5 py-1 font-mono text-xs text-slate-700 hover:border-brand-ink hover:text-brand-ink dark:border-neutral-700 dark:text-neutral-300"
              aria-label={`Insert ${m.label}`}
            >
              {m.field}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-auto flex justify-end">
        <Button type="submit" size="sm" loading={save.isPending} disabled={!form.formState.isDirty}>
          Save
        </Button>
      </div>
    </form>
  )
}

function GreetingHistory() {
  const [page, setPage] = useState(1)
  const list = useGreetingHistory({ page: page - 1, pageSize: HISTORY_PAGE_SIZE })
  return (
    <Card>
      <CardHeader title="Greetings sent" description={list.data ? `${list.data.total.toLocaleString('en-US')} sent` : undefined} />
      {list.isPending ? (
        <div role="status" aria-label="Loading" className="flex flex-col gap-2 p-4">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="p-4">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No greetings sent yet" message="Turn a greeting on above: it goes out on the day, once per person a year." />
      ) : (
        <TableShell label="Greetings sent">
          <thead>
            <tr>
              <Th>Person</Th>
              <Th>Greeting</Th>
              <Th>Channel</Th>
              <Th>Year</Th>
              <Th>Sent</Th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((g) => (
              <Tr key={`${g.personId}-${g.kind}-${g.year}-${g.channel}`}>
                <Td className="font-medium">{g.name}</Td>
                <Td>{g.kind === 'birthday' ? <Badge tone="brand">Birthday</Badge> : <Badge tone="amber">Wedding anniversary</Badge>}</Td>
                <Td>{g.channel === 'sms' ? 'Text' : 'E-mail'}</Td>
                <Td className="tabular-nums">{g.year}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(g.sentAt)}</Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {list.data && list.data.total > HISTORY_PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={HISTORY_PAGE_SIZE} total={list.data.total} onPage={setPage} label="Greeting pages" />
        </div>
      )}
    </Card>
  )
}
