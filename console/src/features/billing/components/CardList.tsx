import { useState } from 'react'
import { Button, toast } from '@congregate/ui'
import { Badge } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { brandName, cardLabel, type Card } from '@/components/payment-cards/api'
import { toastApiError } from '@/lib/api-client'
import { formatDate, formatExpiry } from '@/lib/format'
import { useMakeDefaultCard, useRemoveCard } from '../api/cards'

/** The cards on file: default first as the server orders them, with expiry warnings and actions. */
export function CardList({ cards }: { cards: Card[] }) {
  const makeDefault = useMakeDefaultCard()
  const remove = useRemoveCard()
  const [removing, setRemoving] = useState<Card | null>(null)

  return (
    <>
      <ul aria-label="Cards on file" className="divide-y divide-slate-100 dark:divide-neutral-800">
        {cards.map((c) => (
          <li key={c.id} data-testid="card-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
            <CardGlyph brand={c.brand} />
            <div className="min-w-[12rem] flex-1">
              <p className="font-medium">{cardLabel(c)}</p>
              <p className="text-xs text-slate-500 dark:text-neutral-400">
                Expires {formatExpiry(c.expMonth, c.expYear)} · added {formatDate(c.createdAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              {c.isDefault && <Badge tone="brand">Default</Badge>}
              {c.expired ? <Badge tone="red">Expired</Badge> : c.expiresSoon ? <Badge tone="amber">Expires soon</Badge> : null}
            </div>
            <div className="flex gap-1">
              {!c.isDefault && !c.expired && (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={makeDefault.isPending && makeDefault.variables?.id === c.id}
                  aria-label={`Make ${cardLabel(c)} the default card`}
                  onClick={() => makeDefault.mutate({ id: c.id }, { onSuccess: () => toast.success('Default card changed', `${cardLabel(c)} is now your default card.`), onError: toastApiError })}
                >
                  Make default
                </Button>
              )}
              <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400" aria-label={`Remove ${cardLabel(c)}`} onClick={() => setRemoving(c)}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!removing}
        title="Remove this card?"
        message={
          removing && (
            <>
              {cardLabel(removing)} will no longer be charged for invoices, purchases or auto-recharge.
              {removing.isDefault && cards.length > 1 ? ' Make another card the default first.' : ''}
            </>
          )
        }
        confirmLabel="Remove card"
        danger
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { id: removing.id },
            {
              onSuccess: () => {
                toast.success('Card removed', cardLabel(removing))
                setRemoving(null)
              },
              onError: toastApiError,
            },
          )
        }
      />
    </>
  )
}

function CardGlyph({ brand }: { brand: string }) {
  return (
    <span aria-hidden="true" className="flex h-9 w-14 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-[10px] font-bold tracking-wide text-slate-600 uppercase dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
      {brandName(brand).slice(0, 4)}
    </span>
  )
}
