import { cn } from '@congregate/ui'
import { formatCount } from '../lib/format'

export type ImportMode = 'partial' | 'fix'

/** The review step's choice for a file with bad rows: bring in the good rows now, or fix the file first. */
export function ImportChoice({ value, onChange, validRows, errorRows }: { value: ImportMode; onChange: (m: ImportMode) => void; validRows: number; errorRows: number }) {
  const options: { value: ImportMode; title: string; detail: string }[] = [
    {
      value: 'partial',
      title: `Import the ${formatCount(validRows)} good ${validRows === 1 ? 'row' : 'rows'} and download the ${formatCount(errorRows)} bad ${errorRows === 1 ? 'one' : 'ones'} as a file to fix`,
      detail: 'They are left out and saved as a CSV in your file’s columns, with an Errors column. Fix it and upload it: rows already imported are skipped, not added twice.',
    },
    {
      value: 'fix',
      title: 'Fix first',
      detail: 'Correct the rows in your file and upload it again. Nothing is imported until every row passes.',
    },
  ]
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">How do you want to go on?</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className={cn(
            'flex cursor-pointer gap-3 rounded-lg border px-4 py-3 transition',
            value === o.value ? 'border-brand bg-brand/5 dark:border-brand-ink' : 'border-slate-200 hover:border-slate-300 dark:border-neutral-700',
          )}
        >
          <input type="radio" name="import-mode" value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]" />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-sm font-medium">{o.title}</span>
            <span className="text-sm text-slate-600 dark:text-neutral-300">{o.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
