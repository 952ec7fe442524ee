import { cn } from '@congregate/ui'

const STEPS = ['Upload file', 'Match columns', 'Review & import']

export function ImportSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label="Import steps">
      {STEPS.map((s, i) => {
        const n = i + 1
        const state = n < current ? 'done' : n === current ? 'current' : 'todo'
        return (
          <li key={s} className="flex items-center gap-2" aria-current={state === 'current' ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold',
                state === 'done' && 'bg-emerald-500 text-white',
                state === 'current' && 'bg-brand text-white',
                state === 'todo' && 'bg-slate-200 text-slate-500 dark:bg-neutral-800 dark:text-neutral-400',
              )}
            >
              {state === 'done' ? '✓' : n}
            </span>
            <span className={cn('font-medium', state === 'todo' && 'text-slate-500 dark:text-neutral-400')}>{s}</span>
            {n < STEPS.length && <span className="mx-1 h-px w-8 bg-slate-300 max-[500px]:w-3 dark:bg-neutral-700" aria-hidden="true" />}
          </li>
        )
      })}
    </ol>
  )
}
