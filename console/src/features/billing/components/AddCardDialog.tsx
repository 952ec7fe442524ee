import { useRef, useState } from 'react'
import { Button, Checkbox, toast } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { useAddCard, cardLabel } from '@/components/payment-cards/api'
import { NewCardFields, type NewCardHandle } from '@/components/payment-cards/NewCardFields'
import { ApiError } from '@/lib/api-client'

/** Adds a card through a SetupIntent; the first card becomes the default whatever is ticked. */
export function AddCardDialog({ open, first, onClose }: { open: boolean; first: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Add a card"
      description="The card is checked with your bank now; nothing is charged until an invoice or a purchase."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-card-form">
            Save card
          </Button>
        </>
      }
    >
      {open && <AddCardForm first={first} onDone={onClose} />}
    </Modal>
  )
}

function AddCardForm({ first, onDone }: { first: boolean; onDone: () => void }) {
  const card = useRef<NewCardHandle | null>(null)
  const add = useAddCard()
  const [makeDefault, setMakeDefault] = useState(first)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (busy || !card.current) return
    setBusy(true)
    setError(null)
    try {
      const c = await card.current.collect()
      const saved = await add.mutateAsync({ ...c, makeDefault })
      toast.success('Card added', `${cardLabel(saved)}${saved.isDefault ? ' is your default card.' : ''}`)
      onDone()
    } catch (e) {
      if (!(e instanceof ApiError && e.handled)) setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      id="add-card-form"
      aria-label="Add a card"
      aria-busy={busy || undefined}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <NewCardFields handle={card} disabled={busy} />
      {!first && (
        <Checkbox checked={makeDefault} onChange={setMakeDefault}>
          Make this the default card (used for invoices and auto-recharge)
        </Checkbox>
      )}
      {error && (
        <p role="alert" data-testid="card-error" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
          {error}
        </p>
      )}
    </form>
  )
}
