import { cn } from '@congregate/ui'

/** Page numbers with ellipses: 1 … 4 5 [6] 7 8 … 20. Pages are 1-based. */
export function pageWindow(page: number, pages: number, span = 1): (number | '…')[] {
  if (pages <= 1) return [1]
  const out: (number | '…')[] = []
  const lo = Math.max(2, page - span)
  const hi = Math.min(pages - 1, page + span)
  out.push(1)
  if (lo > 2) out.push('…')
  for (let i = lo; i <= hi; i++) out.push(i)
  if (hi < pages - 1) out.push('…')
  out.push(pages)
  return out
}

export function Pagination({ page, pageSize, total, onPage, label = 'Pagination' }: { page: number; pageSize: number; total: number; onPage: (p: number) => void; label?: string }) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const btn = 'flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm tabular-nums transition disabled:opacity-40 disabled:cursor-not-allowed'
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-500 dark:text-neutral-400" aria-live="polite">
        {total === 0 ? 'No records' : `Showing ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button type="button" className={cn(btn, 'hover:bg-slate-100 dark:hover:bg-neutral-800')} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            ‹
          </button>
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === '…' ? (
            <li key={`gap-${i}`} className="px-0.5 text-slate-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                onClick={() => onPage(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                className={cn(btn, p === page ? 'bg-brand font-semibold text-white' : 'hover:bg-slate-100 dark:hover:bg-neutral-800')}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={cn(btn, 'hover:bg-slate-100 dark:hover:bg-neutral-800')} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
            ›
          </button>
        </li>
      </ul>
    </nav>
  )
}
