import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { Switch } from '@/components/ui/Switch'
import { useAllContactGroups } from '../api/contact-groups'
import type { Keyword } from '../api/types'
import { KEYWORD_REPLY_MAX, keywordInput, keywordSchema, type KeywordBody, type KeywordFormValues } from '../lib/keyword-form'

/** Add or edit a smart keyword. */
export function KeywordFormModal({ open, initial, loading, onClose, onSubmit }: { open: boolean; initial?: Keyword; loading?: boolean; onClose: () => void; onSubmit: (v: KeywordBody) => void }) {
  const title = initial ? `Edit ${initial.keyword}` : 'New smart keyword'
  return (
    <Modal
      open={open}
      title={title}
      description="When someone texts this word to the church's number, they get the reply and/or join the group."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="keyword-form" loading={loading}>
            {initial ? 'Save' : 'Add keyword'}
          </Button>
        </>
      }
    >
      <KeywordForm key={initial?.id ?? 'new'} title={title} initial={initial} onSubmit={onSubmit} />
    </Modal>
  )
}

function KeywordForm({ title, initial, onSubmit }: { title: string; initial?: Keyword; onSubmit: (v: KeywordBody) => void }) {
  const groups = useAllContactGroups()
  const defaults: KeywordFormValues = {
    keyword: initial?.keyword ?? '',
    reply: initial?.reply ?? '',
    contactGroupId: initial?.contactGroupId ? String(initial.contactGroupId) : '',
    active: initial?.active ?? true,
  }
  const form = useZodForm(keywordSchema, { defaultValues: defaults })
  const reply = form.watch('reply') ?? ''
  const options = (groups.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))
  // A group the list no longer has (deleted, or past the first 200) still shows as chosen.
  if (initial?.contactGroupId && !options.some((o) => o.value === String(initial.contactGroupId))) options.unshift({ value: String(initial.contactGroupId), label: initial.contactGroupName || `Group ${initial.contactGroupId}` })
  return (
    <form id="keyword-form" onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-label={title}>
      <Controller
        control={form.control}
        name="keyword"
        render={({ field, fieldState }) => (
          <TextField
            label="Keyword"
            hint="2 to 20 letters or digits; texters may type it in any case."
            autoComplete="off"
            maxLength={20}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(keywordInput(e.target.value))}
            error={fieldState.error?.message}
            className="font-mono tracking-wide uppercase"
          />
        )}
      />
      <TextAreaField
        label="Reply (optional)"
        rows={4}
        hint={
          <span aria-live="polite" className={reply.length > KEYWORD_REPLY_MAX ? 'text-red-600 dark:text-red-400' : undefined}>
            {reply.length} / {KEYWORD_REPLY_MAX} characters
          </span>
        }
        error={fieldError(form, 'reply')}
        {...form.register('reply')}
      />
      <SelectField label="Add the texter to a contact group (optional)" placeholder="No group" options={options} error={fieldError(form, 'contactGroupId')} {...form.register('contactGroupId')} />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5 dark:border-neutral-800">
            <div>
              <p className="text-sm font-medium">Active</p>
              <p className="text-xs text-slate-500 dark:text-neutral-400">An inactive keyword is kept but does not answer.</p>
            </div>
            <Switch label="Active" checked={field.value} onChange={field.onChange} />
          </div>
        )}
      />
    </form>
  )
}
