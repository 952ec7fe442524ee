import type { PermissionDef } from '../api/types'
import { LEVEL_LABEL, setAll, type Level, type Matrix } from '../lib/permission-matrix'
import { cn } from '@congregate/ui'

const LEVELS: Level[] = ['none', 'read', 'write']

const HELP: Record<Level, string> = {
  none: 'Cannot open these pages',
  read: 'Can open and look, not change',
  write: 'Can open and change',
}

/** One row per permission key with No access / View / Full, as radio buttons. */
export function PermissionMatrix({ defs, value, onChange, disabled }: { defs: PermissionDef[]; value: Matrix; onChange: (m: Matrix) => void; disabled?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-neutral-400">
        <span>Set every key:</span>
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            disabled={disabled}
            onClick={() => onChange(setAll(defs.map((d) => d.key), l))}
            className="rounded-md border border-slate-200 px-2 py-1 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800"
          >
            {LEVEL_LABEL[l]}
          </button>
        ))}
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-neutral-800">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-neutral-900/60 dark:text-neutral-400">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Module
              </th>
              {LEVELS.map((l) => (
                <th key={l} scope="col" className="w-20 px-1 py-2 text-center font-semibold max-[420px]:w-14" title={HELP[l]}>
                  {LEVEL_LABEL[l]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {defs.map((d) => {
              const current = value[d.key] ?? 'none'
              return (
                <tr key={d.key} className="border-t border-slate-100 dark:border-neutral-800" data-permission={d.key}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {d.label}
                  </th>
                  {LEVELS.map((l) => (
                    <td key={l} className="px-1 py-2 text-center">
                      <label className={cn('inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-lg', current === l && l !== 'none' && 'bg-brand/10 dark:bg-brand/30')}>
                        <input
                          type="radio"
                          name={`perm-${d.key}`}
                          value={l}
                          checked={current === l}
                          disabled={disabled || (l === 'write' && !d.actions.includes('write'))}
                          onChange={() => onChange({ ...value, [d.key]: l })}
                          aria-label={`${d.label}: ${LEVEL_LABEL[l]}`}
                          className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500 dark:text-neutral-400">View lets people open a module's pages and look; Full lets them change things too.</p>
    </div>
  )
}
