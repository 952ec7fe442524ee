import type { ReactNode } from 'react'
import { Button, cn } from '@congregate/ui'

/** A table that scrolls sideways on narrow screens (relative: its sr-only cells stay inside). */
export function Table({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    // Focusable: a keyboard can scroll it when its rows hold no control (axe scrollable-region-focusable).
    <div className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[640px] border-collapse text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-3 py-2 whitespace-nowrap', className)}>
      {children}
    </th>
  )
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn('px-3 py-2 align-top', className)}>{children}</td>
}

/** A header cell whose button asks the server for another sort. */
export function SortTh({ label, field, sort, order, onSort }: { label: string; field: string; sort: string; order: 'asc' | 'desc'; onSort: (field: string) => void }) {
  const active = sort === field
  return (
    <th scope="col" className="px-3 py-2 whitespace-nowrap" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" onClick={() => onSort(field)} className="inline-flex items-center gap-1 uppercase hover:text-slate-900">
        {label}
        <span aria-hidden="true" className={cn(!active && 'opacity-30')}>
          {active && order === 'desc' ? '↓' : '↑'}
        </span>
      </button>
    </th>
  )
}

export function Pagination({ page, totalPages, total, onPage }: { page: number; totalPages: number; total: number; onPage: (p: number) => void }) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
      <span>
        {total.toLocaleString('en-US')} in all · page {totalPages === 0 ? 0 : page + 1} of {totalPages}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  )
}
