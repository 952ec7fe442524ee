import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react'
import { cn, inputLook, Spinner } from '@congregate/ui'

/** What the popup shows: nothing (closed), a search under way, an error, or the answer. */
export type ComboboxStatus = 'idle' | 'loading' | 'error' | 'ready'

export interface ComboboxProps<T> {
  label: string
  /** The typed text; the parent searches with it (debounced) and answers items and status. */
  inputValue: string
  onInputValueChange: (text: string) => void
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  onSelect: (item: T) => void
  /** 'idle' keeps the popup closed (too little typed). */
  status: ComboboxStatus
  emptyText?: string
  errorText?: string
  loadingText?: string
  placeholder?: string
  error?: string | null
  hint?: ReactNode
  /** 'overlay' floats the list over the page; 'inline' pushes the content down (a dialog's scrolling body cannot clip it). */
  popup?: 'overlay' | 'inline'
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 combobox pattern, list autocomplete):
 * focus never leaves the input; the active option is aria-activedescendant; Down/Up move (and
 * open), Enter picks, Escape closes the list (and only the list, inside a dialog too).
 */
export function Combobox<T>({
  label,
  inputValue,
  onInputValueChange,
  items,
  itemKey,
  renderItem,
  onSelect,
  status,
  emptyText = 'Nothing found',
  errorText = 'The search failed. Type again to retry.',
  loadingText = 'Searching…',
  placeholder,
  error,
  hint,
  popup = 'overlay',
}: ComboboxProps<T>) {
  const id = useId()
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const shown = open && status !== 'idle'
  const current = active >= 0 && active < items.length ? active : -1
  const optionId = (i: number) => `${id}-option-${i}`

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const pick = (item: T) => {
    onSelect(item)
    close()
  }

  // Escape while the list is open closes the list only: a dialog around us listens on the
  // document (some in the capture phase), so the key is claimed before it gets there.
  const onEscape = useEffectEvent((e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.target !== inputRef.current) return
    e.preventDefault()
    e.stopPropagation()
    close()
  })
  useEffect(() => {
    if (!shown) return
    window.addEventListener('keydown', onEscape, true)
    return () => window.removeEventListener('keydown', onEscape, true)
  }, [shown])

  // Keep the active option in view as the arrows move it.
  useEffect(() => {
    if (current < 0) return
    listRef.current?.querySelector(`[id="${CSS.escape(optionId(current))}"]`)?.scrollIntoView?.({ block: 'nearest' })
  })

  const move = (by: 1 | -1) => {
    setOpen(true)
    if (!items.length) return setActive(-1)
    setActive((a) => {
      const from = a >= 0 && a < items.length ? a : by === 1 ? -1 : items.length
      return (from + by + items.length) % items.length
    })
  }

  const message = status === 'loading' && !items.length ? loadingText : status === 'error' ? errorText : status === 'ready' && !items.length ? emptyText : null

  const list = shown && (
    <div className={cn('w-full overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-neutral-700 dark:bg-neutral-900', popup === 'overlay' ? 'absolute top-full z-30 mt-1 shadow-xl' : 'mt-0.5')}>
      {items.length > 0 && (
        <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto py-1">
          {items.map((item, i) => (
            <li
              key={itemKey(item)}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              // The input keeps the focus: a press on an option must not blur it first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
              onMouseMove={() => i !== current && setActive(i)}
              className={cn('flex cursor-pointer items-center gap-3 px-3 py-2 text-sm', i === current && 'bg-slate-100 dark:bg-neutral-800')}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {/* Loading, empty and error are told, not offered: a live status beside the list. */}
      <p role="status" className={cn('px-3 text-sm empty:hidden', message && 'py-2', status === 'error' ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-neutral-400')}>
        {message}
      </p>
    </div>
  )

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={shown && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && current >= 0 && items.length > 0 ? optionId(current) : undefined}
          aria-describedby={hint || error ? hintId : undefined}
          aria-invalid={!!error || undefined}
          autoComplete="off"
          spellCheck={false}
          value={inputValue}
          placeholder={placeholder}
          onChange={(e) => {
            onInputValueChange(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault()
              if (e.altKey) setOpen(true)
              else move(1)
            } else if (e.key === 'ArrowUp') {
              e.preventDefault()
              move(-1)
            } else if (e.key === 'Enter' && shown && current >= 0) {
              e.preventDefault()
              pick(items[current]!)
            }
          }}
          className={cn(inputLook(error), 'pr-9')}
        />
        {status === 'loading' && <Spinner className="absolute top-3 right-3 text-slate-400" />}
        {popup === 'overlay' && list}
      </div>
      {popup === 'inline' && list}
      {error ? (
        <p id={hintId} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-xs text-slate-500 dark:text-neutral-400">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
