import { useState } from 'react'
import { Combobox } from '@/components/ui/Combobox'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useListSearch, type ListKind, type ListOption } from '../api/audience-lists'

/** Finds a household, group, service unit, fellowship, saved list or contact group by name and picks it. */
export function ListPicker({ kind, label, excludeIds, onPick }: { kind: ListKind; label: string; excludeIds: number[]; onPick: (o: ListOption) => void }) {
  const [text, setText] = useState('')
  const q = useDebouncedValue(text, 250).trim()
  const search = useListSearch(kind, q)
  const items = (search.data ?? []).filter((o) => !excludeIds.includes(o.id))
  const settled = q === text.trim() && !search.isFetching
  return (
    <Combobox<ListOption>
      label={label}
      inputValue={text}
      onInputValueChange={setText}
      items={items}
      itemKey={(o) => o.id}
      status={search.isError && settled ? 'error' : settled ? 'ready' : 'loading'}
      emptyText={q ? 'Nothing found' : 'None yet'}
      onSelect={(o) => {
        setText('')
        onPick(o)
      }}
      renderItem={(o) => (
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{o.name}</span>
          <span className="block truncate text-xs text-slate-500 dark:text-neutral-400">{o.detail}</span>
        </span>
      )}
      placeholder="Type to search, or pick from the list"
      hint="Click the field to see the list."
    />
  )
}
