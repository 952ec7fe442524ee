import { cn } from '@congregate/ui'
import { Card } from '@/components/ui/Card'
import { formatCount } from '@/lib/format'

/** A figure of an import's review (rows in the file, ready to import, with errors). */
export function ImportCount({ label, value, tone }: { label: string; value: number; tone?: 'green' | 'red' }) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-500 dark:text-neutral-400">{label}</p>
      <p className={cn('mt-1 text-2xl font-bold tabular-nums', tone === 'green' && 'text-emerald-600 dark:text-emerald-400', tone === 'red' && 'text-red-600 dark:text-red-400')}>{formatCount(value)}</p>
    </Card>
  )
}
