import { useState } from 'react'
import { Avatar } from '@/components/ui/Avatar'
import { Combobox } from '@/components/ui/Combobox'
import { initialsOf } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { MIN_SEARCH, SEARCH_DEBOUNCE_MS, matchId, usePersonSearch, type Match, type PersonSource } from './search-people'

interface Common<S extends PersonSource> {
  label: string
  /** `people` (default): POST /api/people/search; `accounts`: POST /api/roles/search (roles, audit). */
  source?: S
  /** Ids never offered: people already chosen, members already in. */
  excludeIds?: readonly number[]
  /** `all` offers inactive people too (merging accounts). People source only. */
  status?: 'active' | 'all'
  placeholder?: string
  error?: string | null
  /** 'inline' in dialogs (the list pushes the content down), 'overlay' on pages. */
  popup?: 'overlay' | 'inline'
}

/** One person: the picked one shows in place of the search, with "Change". */
interface Single<S extends PersonSource> extends Common<S> {
  value: Match<S> | null
  onChange: (person: Match<S> | null) => void
  onPick?: never
}

/** Many people: each pick goes to the parent, which holds the list (and excludes it). */
interface Multiple<S extends PersonSource> extends Common<S> {
  onPick: (person: Match<S>) => void
  value?: never
  onChange?: never
}

export type PersonPickerProps<S extends PersonSource = 'people'> = Single<S> | Multiple<S>

/** Finds a person by name, e-mail or phone (debounced server search) and picks one or many. */
export function PersonPicker<S extends PersonSource = 'people'>(props: PersonPickerProps<S>) {
  const { label, source = 'people' as S, excludeIds = [], status = 'active', placeholder = 'Type a name, e-mail or phone…', error, popup = 'overlay' } = props
  const [text, setText] = useState('')
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim()
  const search = usePersonSearch(source, { q, excludeIds: [...excludeIds], status })
  const typed = text.trim().length >= MIN_SEARCH
  const items = typed ? (search.data ?? []).filter((p) => !excludeIds.includes(matchId(p))) : []
  const settled = q === text.trim() && !search.isFetching

  if (props.value) {
    const p = props.value
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-neutral-300">{label}</span>
        <div className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-neutral-700">
          <Avatar name={p.fullName} initials={initialsOf(p.fullName)} size={32} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{p.fullName}</p>
            <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{p.email || p.mobile}</p>
          </div>
          <button type="button" aria-label={`Change ${label.toLowerCase()}`} className="text-sm font-semibold text-brand-ink hover:underline" onClick={() => props.onChange?.(null)}>
            Change
          </button>
        </div>
      </div>
    )
  }

  return (
    <Combobox<Match<S>>
      label={label}
      inputValue={text}
      onInputValueChange={setText}
      items={items}
      itemKey={matchId}
      status={!typed ? 'idle' : search.isError && settled ? 'error' : settled ? 'ready' : 'loading'}
      emptyText="No one found"
      onSelect={(p) => {
        setText('')
        if (props.onPick) props.onPick(p)
        else props.onChange(p)
      }}
      renderItem={(p) => <PersonOption person={p} />}
      placeholder={placeholder}
      error={error}
      hint={`At least ${MIN_SEARCH} characters.`}
      popup={popup}
    />
  )
}

function PersonOption({ person: p }: { person: Match<PersonSource> }) {
  const details = [p.email, p.mobile].filter(Boolean).join(' · ') || 'No contact details'
  const roles = 'roles' in p && p.roles.length ? ` · ${p.roles.map((r) => r.name).join(', ')}` : ''
  return (
    <>
      <Avatar name={p.fullName} initials={initialsOf(p.fullName)} size={28} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{p.fullName}</span>
        <span className="block truncate text-xs text-slate-500 dark:text-neutral-400">
          {details}
          {roles}
        </span>
      </span>
      {'status' in p && p.status === 'inactive' && <span className="text-xs text-slate-500 dark:text-neutral-400">Inactive</span>}
    </>
  )
}
