import type { ReactNode } from 'react'
import { Button, cn, inputClass } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import type { Page } from '../api/types'

/** One level of districts → zones → fellowships: a selectable, paged list (page size 10). */
export function FellowshipLevel<T extends { id: number; name: string }>({
  title,
  description,
  query,
  page,
  onPage,
  search,
  onSearch,
  selectedId,
  onSelect,
  onAdd,
  addLabel,
  meta,
  actions,
  emptyMessage,
}: {
  title: string
  description?: string
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: Page<T>; refetch: () => void }
  page: number
  onPage: (p: number) => void
  search: string
  onSearch: (q: string) => void
  selectedId: number | null
  onSelect: (item: T) => void
  onAdd: () => void
  addLabel: string
  meta: (item: T) => ReactNode
  actions: (item: T) => ReactNode
  emptyMessage: string
}) {
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader title={title} description={description} as="h2" actions={<Button size="sm" onClick={onAdd}>{addLabel}</Button>} />
      <div className="border-b border-slate-100 p-3 dark:border-neutral-800">
        <input type="search" aria-label={`Search ${title.toLowerCase()}`} placeholder="Search" value={search} onChange={(e) => onSearch(e.target.value)} className={cn(inputClass, 'h-9')} />
      </div>
      {query.isPending ? (
        <div className="flex flex-col gap-2 p-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="p-3">
          <ErrorPanel message={query.error?.message ?? ''} onRetry={query.refetch} />
        </div>
      ) : !query.data || query.data.items.length === 0 ? (
        <EmptyState title={search ? 'Nothing matches' : `No ${title.toLowerCase()} yet`} message={search ? undefined : emptyMessage} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800" aria-label={title}>
          {query.data.items.map((item) => (
            <li key={item.id} className={cn('group flex items-center gap-2 px-3 py-1.5', selectedId === item.id && 'bg-brand/10 dark:bg-brand/25')}>
              <button type="button" onClick={() => onSelect(item)} aria-pressed={selectedId === item.id} className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left">
                <span className={cn('block truncate text-sm font-medium', selectedId === item.id && 'text-brand-ink')}>{item.name}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-neutral-400">{meta(item)}</span>
              </button>
              <div className="flex shrink-0 gap-0.5">{actions(item)}</div>
            </li>
          ))}
        </ul>
      )}
      {query.data && query.data.total > query.data.pageSize && (
        <div className="mt-auto border-t border-slate-100 p-3 dark:border-neutral-800">
          <Pagination page={page} pageSize={query.data.pageSize} total={query.data.total} onPage={onPage} label={`${title} pages`} />
        </div>
      )}
    </Card>
  )
}

export function RowAction({ label, onClick, danger, children }: { label: string; onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn('flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-neutral-400 dark:hover:bg-neutral-800', danger && 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950')}
    >
      {children}
    </button>
  )
}

export const EditIcon = () => (
  <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
  </svg>
)
export const DeleteIcon = () => (
  <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
)
