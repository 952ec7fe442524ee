import { useEffect, useEffectEvent, useState } from 'react'
import { Button, cn, inputClass, TextField } from '@congregate/ui'
import { SelectField } from '@/components/ui/Select'
import type { AuditEvent } from '@/components/audit-trail/types'
import { hasFilters, rangeError, type AuditFilters } from '@/lib/audit-filters'
import { today } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PersonPicker } from '@/components/person-picker/PersonPicker'

/** The audit filters: user, event, outcome, date range and free text. Changes apply at once. */
export function AuditFiltersBar({ value, onChange, events }: { value: AuditFilters; onChange: (f: AuditFilters) => void; events: AuditEvent[] }) {
  const [q, setQ] = useState(value.q ?? '')
  const debounced = useDebouncedValue(q, 350)
  // Only the typed text drives this; the other filters apply on their own change.
  const applyText = useEffectEvent((text: string) => {
    if ((value.q ?? '') !== text) onChange({ ...value, q: text })
  })
  useEffect(() => applyText(debounced), [debounced])
  // The text follows the filters when they change from outside (clear, a link): adjusted while
  // rendering, not in an effect.
  const [shownQ, setShownQ] = useState(value.q)
  if (shownQ !== value.q) {
    setShownQ(value.q)
    setQ(value.q ?? '')
  }

  const range = rangeError(value)
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch })
  const max = today()

  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 p-4 dark:border-neutral-800">
      <div className="grid grid-cols-[minmax(0,1.3fr)_repeat(2,minmax(0,1fr))] gap-3 max-[900px]:grid-cols-2 max-[560px]:grid-cols-1">
        {value.personId ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-700 dark:text-neutral-300">User</span>
            <span className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm dark:border-neutral-700">
              <span className="min-w-0 flex-1 truncate font-medium">{value.personName || `Person #${value.personId}`}</span>
              <button type="button" aria-label="Clear the user filter" className="rounded px-1 text-slate-500 hover:text-slate-900 dark:hover:text-white" onClick={() => set({ personId: undefined, personName: undefined })}>
                ×
              </button>
            </span>
          </div>
        ) : (
          <PersonPicker label="User" source="accounts" onPick={(p) => set({ personId: p.personId, personName: p.fullName })} placeholder="Anyone — type a name…" />
        )}
        <SelectField label="Event" name="event" value={value.event ?? ''} placeholder="Every event" onChange={(e) => set({ event: e.target.value || undefined })} options={events.map((e) => ({ value: e.event, label: e.label }))} />
        <SelectField
          label="Outcome"
          name="outcome"
          value={value.outcome ?? ''}
          placeholder="Any outcome"
          onChange={(e) => set({ outcome: e.target.value as AuditFilters['outcome'] })}
          options={[
            { value: 'success', label: 'Success' },
            { value: 'failure', label: 'Failure' },
          ]}
        />
      </div>
      <div className="grid grid-cols-[repeat(2,minmax(0,1fr))_minmax(0,1.3fr)_auto] items-start gap-3 max-[900px]:grid-cols-2 max-[560px]:grid-cols-1">
        <TextField label="From" name="from" type="date" max={max} value={value.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} error={range && /start/.test(range) ? range : null} />
        <TextField label="To" name="to" type="date" max={max} value={value.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} error={range && !/start/.test(range) ? range : null} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="audit-q" className="text-sm font-medium text-slate-700 dark:text-neutral-300">
            Search
          </label>
          <input id="audit-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Actor, name or IP address" maxLength={100} className={cn(inputClass)} />
        </div>
        <div className="flex h-full items-end pb-0.5 max-[900px]:col-span-2 max-[560px]:col-span-1">
          <Button
            variant="ghost"
            disabled={!hasFilters(value)}
            onClick={() => {
              setQ('')
              onChange({})
            }}
          >
            Clear filters
          </Button>
        </div>
      </div>
    </div>
  )
}
