import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import { cn } from '@congregate/ui'
import type { SortHeader } from '@/lib/sorting'

/**
 * A horizontally scrolling table inside a card: wide tables stay usable at 375px. `relative`
 * makes it the containing block of the cells' visually hidden labels (sr-only is absolute), which
 * would otherwise widen the whole page at the table's far edge.
 */
export function TableShell({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <div className={cn('relative overflow-x-auto', className)} role={label ? 'region' : undefined} aria-label={label} tabIndex={label ? 0 : undefined}>
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  )
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:border-neutral-800 dark:bg-neutral-900/60 dark:text-neutral-400', className)} {...rest} />
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-3 py-3 align-middle dark:border-neutral-800', className)} {...rest} />
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('transition hover:bg-slate-50/70 dark:hover:bg-neutral-800/40', className)} {...rest} />
}

/**
 * A sortable column heading: a button in the th, aria-sort on the th (ascending, descending or
 * none). Spread a header of useSortedRows (lib/sorting) for a table sorted in the browser, or
 * pass the server's sort for a paged list.
 */
export function SortTh({ label, active, dir, onSort, className }: { label: string; className?: string } & SortHeader) {
  return (
    <Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button type="button" onClick={onSort} className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none dark:hover:text-white">
        {label}
        <span aria-hidden="true" className={cn('text-[10px]', !active && 'opacity-30')}>
          {active && dir === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </Th>
  )
}
