import { useId } from 'react'
import { Button, cn, errorTextClass, inputLook } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { z } from '@congregate/ui/zod'
import { Modal } from './Modal'

const schema = z.object({ reason: z.string().trim().min(1, 'Give a reason') })

/** A dialog asking the reason of an action (recorded in the audit trail); onConfirm does it. */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  description?: string
  confirmLabel: string
  danger?: boolean
  onConfirm: (reason: string) => Promise<unknown>
  onClose: () => void
}) {
  const id = useId()
  const form = useZodForm(schema, { defaultValues: { reason: '' } })
  const error = fieldError(form, 'reason')
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason)
      close()
    } catch (e) {
      form.setError('reason', { type: 'server', message: e instanceof Error ? e.message : String(e) })
    }
  })
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={id} variant={danger ? 'danger' : 'primary'} loading={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={id} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputLook(error), 'h-auto py-2')}
          {...form.register('reason')}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className={errorTextClass.app}>
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
