import { useId, useState } from 'react'
import { cn, inputClass, Spinner } from '@congregate/ui'
import { useSearchPeople } from '../api/search-people'
import type { PersonSummary } from '../api/types'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PersonAvatar } from './PersonAvatar'

/**
 * Type-ahead person search (POST /api/people/search). Picking a result calls onPick; the parent
 * decides whether it holds one person or many.
 */
export function PersonPicker({
  label,
  onPick,
  excludeIds = [],
  placeholder = 'Search by name, e-mail or phone',
  status = 'active',
  error,
}: {
  label: string
  onPick: (p: PersonSummary) => void
  excludeIds?: number[]
  placeholder?: string
  status?: 'active' | 'all'
  error?: string | null
}) {
  const id = useId()
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const debounced = useDebouncedValue(q, 250)
  const search = useSearchPeople({ q: debounced.trim(), limit: 10, excludeIds: excludeIds.length ? excludeIds : undefined, status })
  const items = debounced.trim().length >= 2 ? (search.data ?? []) : []
  const show = open && q.trim().length >= 2

  function pick(p: PersonSummary) {
    onPick(p)
    setQ('')
    setOpen(false)
    setActive(0)
  }

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={show}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-invalid={!!error || undefined}
          autoComplete="off"
          value={q}
          placeholder={placeholder}
          onChange={(e) => {
            setQ(e.target.value)
            setOpen(true)
            setActive(0)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (!show || !items.length) return
            if (e.key === 'ArrowDown') {
              e.preventDefault()
              setActive((a) => Math.min(items.length - 1, a + 1))
            } else if (e.key === 'ArrowUp') {
              e.preventDefault()
              setActive((a) => Math.max(0, a - 1))
            } else if (e.key === 'Enter') {
              e.preventDefault()
              pick(items[active]!)
            } else if (e.key === 'Escape') setOpen(false)
          }}
          className={cn(inputClass, 'pr-9', error && 'border-red-500')}
        />
        {search.isFetching && <Spinner className="absolute top-3 right-3 text-slate-400" />}
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {show && (
        <ul id={`${id}-list`} role="listbox" className="absolute top-full z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl dark:border-neutral-700 dark:bg-neutral-900">
          {items.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500 dark:text-neutral-400">{search.isFetching || debounced !== q ? 'Searching…' : 'No one found'}</li>
          ) : (
            items.map((p, i) => (
              <li
                key={p.id}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(p)}
                onMouseEnter={() => setActive(i)}
                className={cn('flex cursor-pointer items-center gap-3 px-3 py-2 text-sm', i === active && 'bg-slate-100 dark:bg-neutral-800')}
              >
                <PersonAvatar name={p.fullName} photoUrl={p.hasPhoto ? p.photoUrl : null} size={28} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{p.fullName}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-neutral-400">{[p.email, p.mobile].filter(Boolean).join(' · ') || 'No contact details'}</span>
                </span>
                {p.status === 'inactive' && <span className="text-xs text-slate-500 dark:text-neutral-400">Inactive</span>}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
