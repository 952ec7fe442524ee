import type { ReactNode } from 'react'
import { cn } from '@congregate/ui'

/**
 * A radio drawn as a bordered row, the whole row its label (an invoice to pay, a card to pay
 * with, a way to buy): for choices that carry a line of detail each, where the kit's inline
 * RadioGroup is too small. Group them in a fieldset with a legend.
 */
export function OptionCard({ name, value, checked, disabled, onChange, children }: { name: string; value: string; checked: boolean; disabled?: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition has-focus-visible:ring-2 has-focus-visible:ring-brand/40',
        checked ? 'border-brand-ink bg-brand/5 dark:bg-brand/15' : 'border-slate-200 hover:border-slate-300 dark:border-neutral-800 dark:hover:border-neutral-700',
        disabled && !checked && 'cursor-not-allowed opacity-60',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className="h-4 w-4 shrink-0 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]" />
      {/* The text wraps beside the radio, never under it. */}
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3 gap-y-0.5">{children}</span>
    </label>
  )
}
