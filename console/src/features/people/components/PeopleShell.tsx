import { useEffect, useRef, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '@congregate/ui'
import { PEOPLE } from '../paths'

const SECTIONS: { to: string; label: string; match?: string[] }[] = [
  { to: PEOPLE.listing, label: 'Directory', match: [PEOPLE.viewPerson, PEOPLE.mergeAccounts] },
  { to: PEOPLE.dashboard, label: 'Dashboard' },
  { to: PEOPLE.membershipTypes, label: 'Membership types' },
  { to: PEOPLE.groupsAndServiceUnits, label: 'Groups & units', match: [PEOPLE.groups, PEOPLE.groupUsers, PEOPLE.serviceUnits] },
  { to: PEOPLE.positionsAndSalutations, label: 'Positions & titles', match: [PEOPLE.titles] },
  { to: PEOPLE.houseFellowship, label: 'House fellowship' },
  { to: PEOPLE.celebrations, label: 'Birthdays & weddings' },
  { to: PEOPLE.attendance, label: 'Attendance' },
  { to: PEOPLE.import1, label: 'Import', match: [PEOPLE.import2] },
  { to: PEOPLE.export1, label: 'Export', match: [PEOPLE.export2] },
  { to: PEOPLE.settings, label: 'Settings' },
  { to: PEOPLE.guide, label: 'Guide' },
]

/** Every people page: the module's section bar above the page. */
export function PeopleShell({ children }: { children: ReactNode }) {
  const pathname = decodeURIComponent(useLocation().pathname)
  const nav = useRef<HTMLElement>(null)
  // On narrow screens the bar scrolls: bring the current section into view.
  useEffect(() => {
    const el = nav.current?.querySelector<HTMLElement>('[aria-current=page]')
    const bar = nav.current
    if (el && bar && (el.offsetLeft < bar.scrollLeft || el.offsetLeft + el.offsetWidth > bar.scrollLeft + bar.clientWidth)) {
      bar.scrollLeft = el.offsetLeft - 16
    }
  }, [pathname])
  return (
    <div className="flex flex-col gap-6">
      <nav ref={nav} aria-label="People sections" className="-mx-1 overflow-x-auto [scrollbar-width:thin]">
        <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-neutral-800">
          {SECTIONS.map((s) => (
            <li key={s.to}>
              {(() => {
                const active = pathname === s.to || (s.match ?? []).includes(pathname)
                return (
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
                )
              })()}
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
