import { QueryState } from '@/components/ui/QueryState'
import { Card } from '@/components/ui/Card'
import { useCreditBalance } from '../api/credits'

/** Balance, reserved (held for messages not yet delivered) and available. */
export function CreditsSummary() {
  const q = useCreditBalance()
  return (
    <QueryState query={q} skeleton="cards">
      {(a) => (
        <ul aria-label="Message credits" className="grid grid-cols-3 gap-4 max-[700px]:grid-cols-1">
          <Tile label="Available" value={a.available} hint="What new messages can use." testId="credits-available" strong />
          <Tile label="Balance" value={a.balance} hint="Everything your church holds." testId="credits-balance" />
          <Tile label="Reserved" value={a.reserved} hint="Held for messages being sent or scheduled." testId="credits-reserved" />
        </ul>
      )}
    </QueryState>
  )
}

function Tile({ label, value, hint, testId, strong }: { label: string; value: number; hint: string; testId: string; strong?: boolean }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-1 p-5">
        <span className="text-sm text-slate-500 dark:text-neutral-400">{label}</span>
        <span className={strong ? 'text-3xl font-bold tabular-nums text-brand-ink' : 'text-3xl font-bold tabular-nums'} data-testid={testId}>
          {value.toLocaleString('en-US')}
        </span>
        <span className="text-xs text-slate-500 dark:text-neutral-400">{hint}</span>
      </Card>
    </li>
  )
}
