import { cn } from '@congregate/ui'

/** Button tabs (in-page views). */
export function Tabs<T extends string>({ value, options, onChange, label }: { value: T; options: { value: T; label: string }[]; onChange: (v: T) => void; label: string }) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex max-w-full overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-neutral-800">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-8 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition',
            value === o.value ? 'bg-white text-slate-900 shadow-sm dark:bg-neutral-950 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-neutral-400 dark:hover:text-white',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}
