import { useEffect, useState } from 'react'
import { Button } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'
import type { Tooltip } from '../api/types'
import { useResetTooltip, useUpdateTooltip } from '../api/update-tooltip'

const MAX = 1000

export function TooltipEditor({ tooltip, onClose }: { tooltip: Tooltip | null; onClose: () => void }) {
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateTooltip()
  const reset = useResetTooltip()
  useEffect(() => {
    setComment(tooltip?.comment ?? '')
    setError(null)
  }, [tooltip])
  if (!tooltip) return null

  const save = () => {
    const c = comment.trim()
    if (!c) return setError('The comment is required')
    if (c.length > MAX) return setError(`The comment must be at most ${MAX} characters`)
    update.mutate({ key: tooltip.key, comment: c }, { onSuccess: onClose })
  }
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
          <Button onClick={save} loading={update.isPending} disabled={comment.trim() === tooltip.comment}>
            Save
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Comment"
        value={comment}
        rows={6}
        maxLength={MAX}
        onChange={(e) => {
          setComment(e.target.value)
          setError(null)
        }}
        error={error}
        hint={`Plain text. ${comment.length}/${MAX}`}
      />
    </Modal>
  )
}
