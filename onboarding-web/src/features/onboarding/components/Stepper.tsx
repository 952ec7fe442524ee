import { cn } from '@congregate/ui'

const STEPS = ['Plan', 'Church details', 'Verify']

/** Where the visitor is: 0 plan, 1 details, 2 OTP. Phones get a compact bar instead of the row. */
export function Stepper({ current }: { current: number }) {
  return (
    <nav aria-label="Progress" className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-3 sm:hidden">
        <p className="text-sm">
          <span className="font-medium text-slate-500">
            Step {current + 1} of {STEPS.length}
          </span>
          <span className="ml-2 font-semibold whitespace-nowrap text-slate-900">{STEPS[current]}</span>
        </p>
        <div className="flex gap-1.5" aria-hidden="true">
          {STEPS.map((s, i) => (
            <span key={s} className={cn('h-1.5 w-5 rounded-full', i < current ? 'bg-emerald-500' : i === current ? 'bg-brand' : 'bg-slate-200')} />
          ))}
        </div>
      </div>
      <ol className="hidden items-center gap-4 sm:flex">
        {STEPS.map((label, i) => {
          const done = i < current
          const active = i === current
          return (
            <li key={label} className="flex min-w-0 flex-1 items-center gap-3 last:flex-none" aria-current={active ? 'step' : undefined}>
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold transition',
                  done && 'bg-emerald-500 text-white',
                  active && 'bg-brand text-white ring-4 ring-brand/15',
                  !done && !active && 'bg-slate-100 text-slate-500',
                )}
              >
                {done ? (
                  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" aria-hidden="true">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                ) : (
                  i + 1
                )}
              </span>
              <span className={cn('truncate text-sm font-semibold', active ? 'text-slate-900' : 'text-slate-500')}>{label}</span>
              {i < STEPS.length - 1 && <span aria-hidden="true" className={cn('h-px min-w-6 flex-1', done ? 'bg-emerald-400' : 'bg-slate-200')} />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
