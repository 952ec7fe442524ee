import { Link, useLocation } from 'react-router-dom'
import { cn } from '@congregate/ui'

export interface Section {
  to: string
  label: string
  /** Other paths that light this section up (its sub-pages). */
  match?: string[]
}

/** A module's section bar: underlined links that scroll sideways on phones. */
export function SectionNav({ sections, label }: { sections: Section[]; label: string }) {
  // `&` in paths (spec §2) arrives percent-encoded in some browsers.
  const pathname = decodeURIComponent(useLocation().pathname)
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-neutral-800">
        {sections.map((s) => {
          const active = pathname === s.to || (s.match ?? []).includes(pathname)
          return (
            <li key={s.to}>
              <Link
                to={s.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition',
                  active ? 'border-brand-ink text-brand-ink' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-neutral-400 dark:hover:text-white',
                )}
              >
                {s.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
