import { useMemo, useRef, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Button, RadioGroup, TextField } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Card, CardHeader } from '@/components/ui/Card'
import { TextAreaField } from '@/components/ui/Select'
import { useQuote } from '../api/quote'
import { useSendCommunication } from '../api/send'
import type { Communication } from '../api/types'
import { useUpdateCommunication } from '../api/update'
import { CHANNELS, type Channel } from '../lib/channels'
import { composeSchema, emptyCompose, fromCommunication, LIMITS, newIdempotencyKey, toCompose, type ComposeValues } from '../lib/compose'
import { voiceMinutes } from '../lib/segments'
import { detailPath } from '../paths'
import { AudienceBuilder } from './AudienceBuilder'
import { MediaPicker } from './MediaPicker'
import { insertAt, MergeFieldButtons } from './MergeFieldButtons'
import { QuotePanel } from './QuotePanel'
import { SegmentCounter } from './SegmentCounter'

/** Compose (or edit, when `editing` is a scheduled one) a message of one channel: audience, text, when; the quote beside it. */
export function ComposeForm({ channel, editing, chipNames }: { channel: Channel; editing?: Communication; chipNames?: Record<string, string> }) {
  const info = CHANNELS[channel]
  const navigate = useNavigate()
  const defaults = useMemo(() => (editing ? fromCommunication(editing, chipNames) : emptyCompose(channel)), [editing, chipNames, channel])
  const form = useZodForm(composeSchema, { defaultValues: defaults })
  const [key, setKey] = useState(newIdempotencyKey)
  const send = useSendCommunication()
  const update = useUpdateCommunication()
  const values = useWatch({ control: form.control }) as ComposeValues
  const bodyEl = useRef<HTMLTextAreaElement | null>(null)
  const htmlEl = useRef<HTMLTextAreaElement | null>(null)

  const audienceCount = values.chips.length + values.numbers.length + values.emails.length
  const compose = useMemo(() => (audienceCount > 0 ? toCompose(values) : null), [values, audienceCount])
  const quote = useQuote(compose)
  const enough = quote.data?.enough !== false
  const busy = send.isPending || update.isPending

  const touchedOnce = form.formState.isSubmitted
  const set = <K extends keyof ComposeValues>(name: K, v: ComposeValues[K]) => form.setValue(name as never, v as never, { shouldDirty: true, shouldValidate: touchedOnce })

  const insert = (target: 'body' | 'html', field: string) => {
    const el = target === 'body' ? bodyEl.current : htmlEl.current
    const { value, caret } = insertAt(el, values[target], field)
    set(target, value)
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(caret, caret)
    })
  }

  const submit = form.handleSubmit((v) => {
    const body = { ...toCompose(v as ComposeValues), idempotencyKey: key }
    if (editing) {
      update.mutate({ id: editing.id, compose: body }, { onSuccess: () => navigate(detailPath(channel, editing.id)) })
      return
    }
    send.mutate(
      { compose: body },
      {
        onSuccess: (env) => {
          form.reset(emptyCompose(channel))
          setKey(newIdempotencyKey())
          navigate(detailPath(channel, env.responseData.id))
        },
      },
    )
  })

  // register's ref and ours: the merge-field buttons insert at the cursor of the element.
  const bodyReg = form.register('body')
  const htmlReg = form.register('html')
  const bodyProps = {
    ...bodyReg,
    ref: (el: HTMLTextAreaElement | null) => {
      bodyReg.ref(el)
      bodyEl.current = el
    },
  }
  const htmlProps = {
    ...htmlReg,
    ref: (el: HTMLTextAreaElement | null) => {
      htmlReg.ref(el)
      htmlEl.current = el
    },
  }
  const bodyField = (label: string, rows: number, hint?: string, max?: number) => (
    <div className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        rows={rows}
        {...bodyProps}
        error={fieldError(form, 'body')}
        hint={hint ?? (max ? `${[...values.body].length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters` : undefined)}
      />
      <MergeFieldButtons target={label.toLowerCase()} onInsert={(f) => insert('body', f)} />
    </div>
  )

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-[minmax(0,1fr)_22rem] items-start gap-6 max-[1100px]:grid-cols-1" aria-label={editing ? `Edit scheduled ${info.noun}` : `New ${info.noun}`}>
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader title="Recipients" description="People, lists and groups; everyone is counted once." />
          <div className="p-5">
            <Controller
              control={form.control}
              name="chips"
              render={() => (
                <AudienceBuilder
                  info={info}
                  value={{ chips: values.chips, numbers: values.numbers, emails: values.emails }}
                  onChange={(a) => {
                    set('chips', a.chips)
                    set('numbers', a.numbers)
                    set('emails', a.emails)
                  }}
                  error={fieldError(form, 'chips')}
                />
              )}
            />
          </div>
        </Card>

        <Card>
          <CardHeader title="Content" />
          <div className="flex flex-col gap-4 p-5">
            {channel === 'sms' && (
              <>
                {bodyField('Message', 6)}
                <SegmentCounter text={values.body} />
                <p className="text-xs text-slate-500 dark:text-neutral-400">Your church’s SMS signature is added at the end; the quote counts it, and each person’s merged name.</p>
              </>
            )}

            {channel === 'mms' && (
              <>
                <MediaPicker kind="image" value={values.mediaId} onChange={(id) => set('mediaId', id)} error={fieldError(form, 'mediaId')} />
                {bodyField('Text (optional)', 4, undefined, 1600)}
              </>
            )}

            {channel === 'voice' && (
              <>
                <RadioGroup
                  name="voiceMode"
                  legend="What the call plays"
                  value={values.voiceMode}
                  onChange={(v) => set('voiceMode', v)}
                  options={[
                    { value: 'tts', label: 'Read my text aloud' },
                    { value: 'recording', label: 'Play a recording' },
                  ]}
                />
                {values.voiceMode === 'tts' ? (
                  <>
                    {bodyField('What the call says', 6, `${[...values.body].length.toLocaleString('en-US')} / ${LIMITS.voiceText.toLocaleString('en-US')} characters · about ${voiceMinutes(values.body)} ${voiceMinutes(values.body) === 1 ? 'minute' : 'minutes'} at 150 words a minute`)}
                  </>
                ) : (
                  <MediaPicker kind="audio" value={values.mediaId} onChange={(id) => set('mediaId', id)} error={fieldError(form, 'mediaId')} />
                )}
              </>
            )}

            {channel === 'email' && (
              <>
                <TextField label="Subject" maxLength={LIMITS.subject} {...form.register('subject')} error={fieldError(form, 'subject')} />
                <RadioGroup
                  name="format"
                  legend="Format"
                  value={values.format}
                  onChange={(v) => set('format', v)}
                  options={[
                    { value: 'text', label: 'Plain text (in your e-mail template)' },
                    { value: 'html', label: 'HTML' },
                  ]}
                />
                {values.format === 'text' ? (
                  bodyField('Message', 10)
                ) : (
                  <div className="flex flex-col gap-2">
                    <TextAreaField
                      label="HTML"
                      rows={12}
                      className="font-mono text-xs"
                      spellCheck={false}
                      {...htmlProps}
                      error={fieldError(form, 'html')}
                      hint="An unsubscribe link is added at the bottom of every e-mail."
                    />
                    <MergeFieldButtons target="html" onInsert={(f) => insert('html', f)} />
                  </div>
                )}
              </>
            )}

            {channel === 'push' && (
              <>
                <TextField label="Title" maxLength={LIMITS.pushTitle} {...form.register('subject')} error={fieldError(form, 'subject')} hint={`${[...values.subject].length} / ${LIMITS.pushTitle} characters`} />
                {bodyField('Message', 4, undefined, LIMITS.pushBody)}
              </>
            )}
          </div>
        </Card>

        <Card>
          <CardHeader title="When" />
          <div className="flex flex-col gap-4 p-5">
            <RadioGroup
              name="when"
              legend="When to send"
              value={values.when}
              onChange={(v) => set('when', v)}
              options={[
                { value: 'now', label: 'Send now' },
                { value: 'later', label: 'Schedule for later' },
              ]}
            />
            {values.when === 'later' && (
              <div className="max-w-xs">
                <TextField label="Date and time" type="datetime-local" {...form.register('scheduledAt')} error={fieldError(form, 'scheduledAt')} hint="In your own time zone. Credits are held until it goes out." />
              </div>
            )}
          </div>
        </Card>
      </div>

      <div className="sticky top-[calc(var(--topbar-height)+1rem)] flex flex-col gap-4 max-[1100px]:static">
        <Card className="p-5">
          <QuotePanel info={info} quote={quote.data} loading={quote.isFetching} error={quote.isError ? quote.error.message : null} empty={audienceCount === 0} />
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          {editing && (
            <Button variant="secondary" onClick={() => navigate(detailPath(channel, editing.id))}>
              Cancel
            </Button>
          )}
          {/* Not disabled when the quote refuses: the server has the last word (its 409 comes as the error toast). */}
          <Button type="submit" loading={busy} variant={enough ? 'primary' : 'secondary'} className="max-[1100px]:w-full">
            {editing ? 'Save changes' : values.when === 'later' ? `Schedule ${info.noun}` : `Send ${info.noun}`}
          </Button>
        </div>
      </div>
    </form>
  )
}
