import { useRef, type KeyboardEvent } from 'react'
import { cn } from '@congregate/ui'

/** Tabs as buttons (role tablist); arrow keys move between them. The panel is the caller's. */
export function Tabs<K extends string>({ label, tabs, value, onChange, idPrefix }: { label: string; tabs: [K, string][]; value: K; onChange: (k: K) => void; idPrefix: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKey = (e: KeyboardEvent, i: number) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!d) return
    const j = (i + d + tabs.length) % tabs.length
    onChange(tabs[j]![0])
    refs.current[j]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className="mb-4 flex flex-wrap gap-x-1 border-b border-slate-200">
      {tabs.map(([k, l], i) => (
        <button
          key={k}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${k}`}
          aria-selected={k === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={k === value ? 0 : -1}
          onClick={() => onChange(k)}
          onKeyDown={(e) => onKey(e, i)}
          className={cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap', k === value ? 'border-brand text-brand-dark' : 'border-transparent text-slate-600 hover:text-slate-900')}
        >
          {l}
        </button>
      ))}
    </div>
  )
}
