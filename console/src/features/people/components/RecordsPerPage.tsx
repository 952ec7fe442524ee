import { useUpdateRecordsPerPage } from '../api/update-records-per-page'
import { RECORDS_PER_PAGE_CHOICES } from '../lib/filters'

/** Saves the user's records per page on the server (spec §3 update call). */
export function RecordsPerPage({ value }: { value: number }) {
  const update = useUpdateRecordsPerPage()
  const choices = (RECORDS_PER_PAGE_CHOICES as readonly number[]).includes(value) ? [...RECORDS_PER_PAGE_CHOICES] : [...RECORDS_PER_PAGE_CHOICES, value].sort((a, b) => a - b)
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-neutral-400">
      Rows per page
      <select
        value={value}
        disabled={update.isPending}
        onChange={(e) => update.mutate(Number(e.target.value))}
        className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900"
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  )
}
