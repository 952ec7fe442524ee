import { useMergeFields } from '../api/merge-fields'

const FALLBACK = [
  { field: '{first_name}', label: 'First name' },
  { field: '{last_name}', label: 'Last name' },
  { field: '{full_name}', label: 'Full name' },
  { field: '{church_name}', label: 'Church name' },
]

/** Buttons that put a merge field where the cursor is in the text they serve. */
export function MergeFieldButtons({ onInsert, target }: { onInsert: (field: string) => void; target: string }) {
  const q = useMergeFields()
  const fields = q.data?.length ? q.data : FALLBACK
  return (
    <div role="group" aria-label={`Merge fields for ${target}`} className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs text-slate-500 dark:text-neutral-400">Insert:</span>
      {fields.map((f) => (
        <button
          key={f.field}
          type="button"
          // Keep the text's selection: the insertion goes where the cursor was.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(f.field)}
          title={f.field}
          className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-700 hover:border-brand hover:text-brand-ink dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300"
        >
          {f.label}
        </button>
      ))}
    </div>
  )
}

/** The text with `field` put in place of the selection of el (or at its end). */
export function insertAt(el: HTMLTextAreaElement | HTMLInputElement | null, text: string, field: string): { value: string; caret: number } {
  const start = el?.selectionStart ?? text.length
  const end = el?.selectionEnd ?? text.length
  return { value: text.slice(0, start) + field + text.slice(end), caret: start + field.length }
}
