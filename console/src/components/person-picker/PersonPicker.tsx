import { useId, useState } from 'react'
import { Avatar } from '@/components/ui/Avatar'
import { inputClass } from '@/components/ui/Field'
import { Spinner } from '@/components/ui/Spinner'
import { cn } from '@/lib/cn'
import { MIN_SEARCH, usePeopleSearch, type PickedPerson } from './search-people'
import { initialsOf } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** Finds an active person by name, e-mail or phone (roles/search) and picks one. */
export function PersonPicker({
  label,
  value,
  onChange,
  error,
  placeholder = 'Type a name, e-mail or phone…',
  floating = false,
}: {
  label: string
  value: PickedPerson | null
  onChange: (p: PickedPerson | null) => void
  error?: string | null
  placeholder?: string
  /** Results over the page (toolbars); by default they push the content down, so a dialog's scrolling body cannot clip them. */
  floating?: boolean
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const q = useDebouncedValue(text, 250)
  const search = usePeopleSearch(q)
  const items = q.trim().length >= MIN_SEARCH ? (search.data ?? []) : []

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-neutral-300">{label}</span>
        <div className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-neutral-700">
          <Avatar name={value.fullName} initials={initialsOf(value.fullName)} size={32} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{value.fullName}</p>
            <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{value.email || value.mobile}</p>
          </div>
          <button type="button" className="text-sm font-semibold text-brand-ink hover:underline" onClick={() => onChange(null)}>
            Change
          </button>
        </div>
      </div>
    )
  }

  const pick = (p: PickedPerson) => {
    onChange(p)
    setText('')
    setOpen(false)
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
          aria-expanded={open && items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-invalid={!!error || undefined}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
            setActive(0)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(items.length - 1, a + 1))
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1))
            else if (e.key === 'Enter' && items[active]) {
              e.preventDefault()
              pick(items[active]!)
            } else return
            e.preventDefault()
          }}
          className={cn(inputClass, 'pr-9', error && 'border-red-500')}
        />
        {search.isFetching && <Spinner className="absolute top-3 right-3 text-slate-400" />}
      </div>
      {open && text.trim().length >= MIN_SEARCH && (
        <ul
          id={`${id}-list`}
          role="listbox"
          className={cn('max-h-64 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 dark:border-neutral-700 dark:bg-neutral-900', floating ? 'absolute top-full z-20 mt-1 shadow-xl' : 'mt-1')}
        >
          {items.length === 0 && !search.isFetching && <li className="px-3 py-2 text-sm text-slate-500">No one found.</li>}
          {items.map((p, i) => (
            <li
              key={p.personId}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
              className={cn('flex cursor-pointer items-center gap-3 px-3 py-2', i === active && 'bg-slate-100 dark:bg-neutral-800')}
            >
              <Avatar name={p.fullName} initials={initialsOf(p.fullName)} size={28} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{p.fullName}</p>
                <p className="truncate text-xs text-slate-500 dark:text-neutral-400">
                  {p.email || p.mobile}
                  {p.roles.length > 0 && ` · ${p.roles.map((r) => r.name).join(', ')}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500 dark:text-neutral-400">At least {MIN_SEARCH} characters.</p>
      )}
    </div>
  )
}
