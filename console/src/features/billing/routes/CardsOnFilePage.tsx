import { useState } from 'react'
import { Button } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { QueryState } from '@/components/ui/QueryState'
import { useCards } from '@/components/payment-cards/api'
import { useBillingSummary } from '../api/summary'
import { AddCardDialog } from '../components/AddCardDialog'
import { BillingShell } from '../components/BillingShell'
import { CardList } from '../components/CardList'
import { StatusBanner } from '../components/StatusBanner'

export default function CardsOnFilePage() {
  const cards = useCards()
  const summary = useBillingSummary()
  const [adding, setAdding] = useState(false)
  const count = cards.data?.length ?? 0

  return (
    <BillingShell
      title="Cards on file"
      description="The cards your church pays with. The default card pays invoices and auto-recharge; any card can buy credits."
      actions={
        <Button onClick={() => setAdding(true)} disabled={cards.isPending}>
          Add card
        </Button>
      }
    >
      {summary.data && <StatusBanner summary={summary.data} />}
      <Card>
        <CardHeader title="Your cards" description="Card numbers are kept by Stripe; Congregate holds only the brand, the last four digits and the expiry." />
        <QueryState query={cards} skeleton="table">
          {(items) =>
            items.length === 0 ? (
              <EmptyState
                title="No card on file"
                message="Add a card to pay invoices, buy message credits and use auto-recharge."
                action={<Button onClick={() => setAdding(true)}>Add your first card</Button>}
              />
            ) : (
              <CardList cards={items} />
            )
          }
        </QueryState>
      </Card>
      <AddCardDialog open={adding} first={count === 0} onClose={() => setAdding(false)} />
    </BillingShell>
  )
}
