import { useRef, useState } from 'react'
import { Button, toast } from '@congregate/ui'
import { Badge, Card, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { toastApiError } from '@/lib/api-client'
import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { formatExpiry } from '@/lib/format'
import { useExpiringCards, useRemindExpiring, type ExpiringCard } from '../api/online'
import { GivingShell } from '../components/GivingShell'

const MONTHS = [
  { value: '1', label: 'This month and next' },
  { value: '2', label: 'Next 2 months' },
  { value: '3', label: 'Next 3 months' },
]

const brandName = (b: string) => (b ? b[0]!.toUpperCase() + b.slice(1) : 'Card')

export default function ExpiringCardsPage() {
  const staff = canOpen(useCurrentProfile().userRolesAndPermissions, 'generosity')
  const [months, setMonths] = useState(1)
  const [page, setPage] = useState(1)
  const [picked, setPicked] = useState<Set<number>>(new Set())
  const [confirm, setConfirm] = useState<number[] | null>(null)
  const q = useExpiringCards({ page: page - 1, pageSize: 25, months })
  const remind = useRemindExpiring()

  // A double click on the confirm button fires twice before the mutation's pending state disables
  // it (that reaches React a render later), and the reminder's idempotency key is per second: the
  // second click is dropped until the first send has answered.
  const sending = useRef(false)
  const send = (ids: number[]) => {
    if (sending.current) return
    sending.current = true
    remind.mutate(ids, {
      onSettled: () => {
        sending.current = false
      },
      onSuccess: (r) => {
        toast.success(`Reminder sent to ${r.recipients} ${r.recipients === 1 ? 'person' : 'people'}`)
        setPicked(new Set())
        setConfirm(null)
      },
      onError: (e) => {
        toastApiError(e)
        setConfirm(null)
      },
    })
  }

  const toggle = (id: number) =>
    setPicked((s) => {
      const n = new Set(s)
      if (n.has(id)) n.delete(id)
      else n.add(id)
      return n
    })

  const items = q.data?.items ?? []
  const people = [...new Set(items.map((c) => c.personId))]
  return (
    <GivingShell
      title={staff ? "Members' expiring cards" : 'Your expiring cards'}
      description={staff ? 'Saved cards of your donors that expire soon: remind them to update the card before a recurring gift fails.' : 'Your saved cards that expire soon. Update them on the giving page so your recurring gifts keep going.'}
      actions={
        staff && (
          <Button disabled={picked.size === 0} onClick={() => setConfirm([...picked])}>
            Send reminder{picked.size ? ` (${picked.size})` : ''}
          </Button>
        )
      }
    >
      <div className="max-w-xs">
        <SelectField
          label="Expiring"
          value={String(months)}
          options={MONTHS}
          onChange={(e) => {
            setMonths(Number(e.target.value))
            setPage(1)
          }}
        />
      </div>
      {q.isPending ? (
        <Skeleton className="h-48" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : items.length === 0 ? (
        <Card className="px-5 py-10 text-center text-sm text-slate-500 dark:text-neutral-400">No saved cards expire in this time.</Card>
      ) : (
        <Card>
          {/* The header row is the card's top edge: its corners are the card's. */}
          <TableShell label="Expiring cards" className="rounded-t-2xl">
            <thead>
              <tr>
                {staff && (
                  <Th className="w-10">
                    <input
                      type="checkbox"
                      aria-label="Choose everyone on this page"
                      className="h-4 w-4 accent-[var(--brand-primary)]"
                      checked={people.length > 0 && people.every((id) => picked.has(id))}
                      onChange={(e) => setPicked(e.target.checked ? new Set([...picked, ...people]) : new Set([...picked].filter((id) => !people.includes(id))))}
                    />
                  </Th>
                )}
                {staff && <Th>Member</Th>}
                <Th>Card</Th>
                <Th>Expires</Th>
                <Th className="text-right">Recurring gifts</Th>
                {staff && <Th>Contact</Th>}
                {staff && (
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((c: ExpiringCard, i) => (
                <Tr key={`${c.personId}-${c.last4}-${i}`}>
                  {staff && (
                    <Td>
                      <input type="checkbox" aria-label={`Choose ${c.personName}`} className="h-4 w-4 accent-[var(--brand-primary)]" checked={picked.has(c.personId)} onChange={() => toggle(c.personId)} />
                    </Td>
                  )}
                  {staff && <Td className="font-medium">{c.personName}</Td>}
                  <Td className="whitespace-nowrap">
                    {brandName(c.brand)} •••• {c.last4}
                  </Td>
                  <Td>
                    <Badge tone="amber">{formatExpiry(c.expMonth, c.expYear)}</Badge>
                  </Td>
                  <Td className="text-right tabular-nums">{c.recurringGifts}</Td>
                  {staff && <Td className="text-sm text-slate-600 dark:text-neutral-300">{c.email || c.phone || '—'}</Td>}
                  {staff && (
                    <Td className="text-right">
                      <Button size="sm" variant="secondary" disabled={!c.email && !c.phone} title={!c.email && !c.phone ? 'No e-mail or phone' : undefined} onClick={() => setConfirm([c.personId])}>
                        Send reminder
                      </Button>
                    </Td>
                  )}
                </Tr>
              ))}
            </tbody>
          </TableShell>
          {q.data.total > q.data.pageSize && (
            <div className="border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
              <Pagination page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} label="Card pages" />
            </div>
          )}
        </Card>
      )}
      {confirm && (
        <ConfirmDialog
          open
          title="Send a reminder?"
          message={`${confirm.length === 1 ? 'This person gets' : `These ${confirm.length} people get`} an e-mail (or a text when there is no e-mail) asking them to update their card on the giving page.`}
          confirmLabel="Send reminder"
          loading={remind.isPending}
          onConfirm={() => send(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
    </GivingShell>
  )
}
