import { Popover } from '@/components/ui/Popover'
import { useCustomFields } from '../api/custom-fields'
import { DEFAULT_COLUMNS, PEOPLE_COLUMNS, isLocked, toggleColumn, type ColumnId } from '../lib/columns'

/** Which columns the listing shows; the parent saves the choice (peopleListingTableColumns). */
export function ColumnChooser({ value, onChange }: { value: ColumnId[]; onChange: (ids: ColumnId[]) => void }) {
  const fields = useCustomFields().data ?? []
  const choices: { id: ColumnId; label: string }[] = [...PEOPLE_COLUMNS, ...fields.map((f) => ({ id: `custom:${f.id}` as ColumnId, label: f.name }))]
  return (
    <Popover
      label="Choose columns"
      button={
        <>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="M9 4v16M15 4v16" />
          </svg>
          <span className="max-[500px]:sr-only">Columns</span>
        </>
      }
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Show columns</legend>
        <ul className="grid max-h-80 grid-cols-1 gap-1 overflow-y-auto">
          {choices.map((c) => (
            <li key={c.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-neutral-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-[var(--brand-primary)]"
                  checked={value.includes(c.id)}
                  disabled={isLocked(c.id)}
                  onChange={() => onChange(toggleColumn(value, c.id))}
                />
                {c.label}
              </label>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => onChange([...DEFAULT_COLUMNS])} className="mt-2 text-xs font-medium text-brand-ink hover:underline">
          Reset to default
        </button>
      </fieldset>
    </Popover>
  )
}
