import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import type { Tooltip } from '../api/types'
import { useResetTooltip, useUpdateTooltip } from '../api/update-tooltip'
import { TOOLTIP_MAX, tooltipSchema } from '../lib/validation'

export function TooltipEditor({ tooltip, onClose }: { tooltip: Tooltip | null; onClose: () => void }) {
  // One dialog per help text: it opens with that text.
  return tooltip ? <TooltipDialog key={tooltip.key} tooltip={tooltip} onClose={onClose} /> : null
}

function TooltipDialog({ tooltip, onClose }: { tooltip: Tooltip; onClose: () => void }) {
  const formId = useId()
  const update = useUpdateTooltip()
  const reset = useResetTooltip()
  const form = useZodForm(tooltipSchema, { defaultValues: { comment: tooltip.comment } })
  const comment = useWatch({ control: form.control, name: 'comment' })
  const submit = form.handleSubmit(({ comment }) => update.mutate({ key: tooltip.key, comment }, { onSuccess: onClose }))

  return (
    <Modal
      open
      title={`Help text: ${tooltip.title}`}
      description={<code className="text-xs">{tooltip.key}</code>}
      onClose={onClose}
      footer={
        <>
          {tooltip.isCustom && (
            <Button variant="ghost" className="mr-auto" loading={reset.isPending} onClick={() => reset.mutate(tooltip.key, { onSuccess: onClose })}>
              Reset to default
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending} disabled={comment.trim() === tooltip.comment}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <TextAreaField label="Comment" rows={6} maxLength={TOOLTIP_MAX} {...form.register('comment')} error={fieldError(form, 'comment')} hint={`Plain text. ${comment.length}/${TOOLTIP_MAX}`} />
      </form>
    </Modal>
  )
}
