import { useEffect, useState, type FormEvent } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { TextAreaField } from '@/components/ui/Select'

/** Name + description form for groups and service units. */
export function EntityFormModal({
  open,
  title,
  initial,
  loading,
  onClose,
  onSubmit,
  nameLabel = 'Name',
  submitLabel = 'Save',
}: {
  open: boolean
  title: string
  initial?: { name: string; description: string }
  loading?: boolean
  onClose: () => void
  onSubmit: (v: { name: string; description: string }) => void
  nameLabel?: string
  submitLabel?: string
}) {
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      setName(initial?.name ?? '')
      setDescription(initial?.description ?? '')
      setError(null)
    }
  }, [open, initial?.name, initial?.description])

  function submit(e: FormEvent) {
    e.preventDefault()
    const n = name.trim()
    if (!n) return setError('Name is required')
    if (n.length > 100) return setError('Maximum 100 characters')
    onSubmit({ name: n, description: description.trim() })
  }

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="entity-form" loading={loading}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="entity-form" onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
        <TextField label={nameLabel} value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setError(null))} error={error} />
        <TextAreaField label="Description (optional)" value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
      </form>
    </Modal>
  )
}
