import { NavLink } from 'react-router-dom'
import { OrgLogo } from '@/components/ui/OrgLogo'
import { canOpen, isLockDownExempt, isLockedDown } from '@/lib/authorization'
import { cn } from '@congregate/ui'
import { useOrg } from '@/lib/org'
import { useCurrentProfile } from '@/lib/current-profile'
import { useTheme } from '../theme-provider'
import { visibleNav } from '../routes'
import { NavIcon } from './NavIcon'

export function Sidenav({ compact, mobileOpen, onClose, onToggleCompact }: { compact: boolean; mobileOpen: boolean; onClose: () => void; onToggleCompact: () => void }) {
  const org = useOrg()
  const perms = useCurrentProfile().userRolesAndPermissions
  // Locked down (spec §6): only the pages that stay open are offered.
  const locked = isLockedDown(org)
  const items = visibleNav((key) => canOpen(perms, key)).filter((r) => !locked || isLockDownExempt(r.path))
  const dark = useTheme().mode === 'darkMode'

  return (
    <>
      {mobileOpen && <div className="fixed inset-0 z-30 bg-black/40 min-[768px]:hidden" onClick={onClose} aria-hidden="true" />}
      <aside
        id="sidenav"
        aria-label="Main navigation"
        data-compact={compact || undefined}
        className={cn(
          'z-40 shrink-0 bg-white transition-[width,transform] duration-200 dark:bg-neutral-950',
          // From 768px: a column of the layout's row, as tall as the page.
          'min-[768px]:relative',
          compact ? 'w-[var(--sidenav-compact-width)]' : 'w-[var(--sidenav-width)]',
          // Below 767px the sidenav is an overlay drawer, always full width.
          'max-[767px]:fixed max-[767px]:inset-y-0 max-[767px]:left-0 max-[767px]:w-[var(--sidenav-width)]',
          mobileOpen ? 'max-[767px]:translate-x-0 max-[767px]:shadow-2xl' : 'max-[767px]:-translate-x-full',
        )}
      >
        {/* The colour fills the whole column; the logo, links and Collapse stay in view while the page scrolls. */}
        <div className="sidenav-bg h-full">
          <div className="sticky top-0 flex h-dvh flex-col text-slate-800 dark:text-white">
            <div className={cn('flex h-[var(--topbar-height)] shrink-0 items-center gap-3 px-5', compact && 'min-[768px]:justify-center min-[768px]:px-0')}>
              <OrgLogo size={36} dark={dark} />
              <span className={cn('truncate text-sm font-bold', compact && 'min-[768px]:hidden')} title={org.fullName}>
                {org.fullName}
              </span>
            </div>
            <nav className="flex-1 overflow-y-auto px-3 py-4">
              <ul className="flex flex-col gap-1">
                {items.map((r) => (
                  <li key={r.path}>
                    <NavLink
                      to={r.path}
                      title={compact ? r.nav.label : undefined}
                      onClick={onClose}
                      className={({ isActive }) =>
                        cn(
                          'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition',
                          compact && 'min-[768px]:justify-center min-[768px]:px-0',
                          isActive ? 'bg-white/80 font-semibold text-brand-ink shadow-sm dark:bg-white/15 dark:text-white' : 'hover:bg-white/50 dark:hover:bg-white/10',
                        )
                      }
                    >
                      <NavIcon name={r.nav.icon} />
                      <span className={cn(compact && 'min-[768px]:sr-only')}>{r.nav.label}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-black/5 p-3 max-[767px]:hidden dark:border-white/10">
              <button
                type="button"
                onClick={onToggleCompact}
                aria-label={compact ? 'Expand sidebar' : 'Collapse sidebar'}
                aria-pressed={compact}
                className={cn('flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm hover:bg-white/50 dark:hover:bg-white/10', compact && 'justify-center px-0')}
              >
                <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className={cn('transition', compact && 'rotate-180')}>
                  <path d="M15 6l-6 6 6 6" />
                </svg>
                <span className={cn(compact && 'sr-only')}>Collapse</span>
              </button>
            </div>
          </div>
        </div>
      </aside>
    </>
  )
}
