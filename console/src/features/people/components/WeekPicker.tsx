import { useState } from 'react'
import { SelectField } from '@/components/ui/Select'
import { useEndYears, useStartYears, useWeeks, type Week } from '../api/weekly-dates'

/**
 * Spec §3/§9 weekly dates generator: a start year, an end year, then the weeks (Sunday–Saturday)
 * between them. Picking a week hands its Sunday to the parent.
 */
export function WeekPicker({ value, onPick }: { value: string; onPick: (w: Week) => void }) {
  const thisYear = new Date().getFullYear()
  // The years picked; until then (and for an end before the start) this year, once the lists arrive.
  const [pickedStart, setStart] = useState<number | null>(null)
  const [pickedEnd, setEnd] = useState<number | null>(null)
  const starts = useStartYears()
  const start = pickedStart ?? (starts.data?.length ? (starts.data.includes(thisYear) ? thisYear : starts.data[starts.data.length - 1]!) : null)
  const ends = useEndYears(start)
  const end =
    start == null ? null : pickedEnd != null && pickedEnd >= start ? pickedEnd : ends.data?.length ? (ends.data.includes(thisYear) && thisYear >= start ? thisYear : ends.data[0]!) : null
  const weeks = useWeeks(start, end)

  const today = new Date().toISOString().slice(0, 10)
  const list = (weeks.data ?? []).filter((w) => w.startDate <= today)
  const selected = list.find((w) => w.startDate <= value && value <= w.endDate)

  return (
    <div className="grid grid-cols-[110px_110px_1fr] gap-3 max-[600px]:grid-cols-2">
      <SelectField label="From year" value={start ? String(start) : ''} onChange={(e) => (setStart(Number(e.target.value)), setEnd(null))} options={(starts.data ?? []).map((y) => ({ value: String(y), label: String(y) }))} />
      <SelectField label="To year" value={end ? String(end) : ''} onChange={(e) => setEnd(Number(e.target.value))} options={(ends.data ?? []).map((y) => ({ value: String(y), label: String(y) }))} />
      <div className="max-[600px]:col-span-2">
        <SelectField
          label="Week"
          placeholder={weeks.isFetching ? 'Loading weeks…' : 'Choose a week'}
          value={selected ? selected.startDate : ''}
          onChange={(e) => {
            const w = list.find((x) => x.startDate === e.target.value)
            if (w) onPick(w)
          }}
          options={[...list].reverse().map((w) => ({ value: w.startDate, label: w.label }))}
        />
      </div>
    </div>
  )
}
