import { cn } from '@congregate/ui'

/** An on/off switch (role="switch"): admin access and similar immediate toggles. */
export function Switch({ checked, onChange, label, disabled, busy }: { checked: boolean; onChange: (v: boolean) => void; label: string; disabled?: boolean; busy?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand dark:bg-brand-ink' : 'bg-slate-300 dark:bg-neutral-700',
      )}
    >
      <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition', checked ? 'translate-x-5 dark:bg-neutral-950' : 'translate-x-0.5', busy && 'animate-pulse')} />
    </button>
  )
}
