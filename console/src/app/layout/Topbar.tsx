import { lazy, Suspense, useState } from 'react'
import { paintGate } from '@/lib/platform'
import { useTheme } from '../theme-provider'
import { UserBadge, userTriggerClass } from './user-badge'

// The user menu (Radix's menu and popper, ~25 kB gzip) is fetched once the shell has painted (it
// does not compete with the page's own chunks and data); until then the same button stands in its
// place, and a click on it fetches the menu at once and opens it when it arrives.
const gate = paintGate()
const UserMenu = lazy(() => gate.opened.then(() => import('./UserMenu')).then((m) => ({ default: m.UserMenu })))

export function Topbar({ onMenu }: { onMenu: () => void }) {
  const { mode, toggle } = useTheme()
  const [menuWanted, setMenuWanted] = useState(false)
  gate.useOpenAfterPaint()
  const dark = mode === 'darkMode'
  return (
    <header className="sticky top-0 z-20 flex h-[var(--topbar-height)] items-center gap-3 border-b border-slate-200 bg-white/85 px-4 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/85">
      <button type="button" onClick={onMenu} aria-label="Toggle navigation" aria-controls="sidenav" className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-neutral-800">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <div className="flex-1" />
      <button
        type="button"
        onClick={toggle}
        data-testid="theme-toggle"
        aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
        title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
        className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-neutral-800"
      >
        {dark ? (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </svg>
        ) : (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
          </svg>
        )}
      </button>
      <Suspense
        fallback={
          <button
            type="button"
            aria-label="User menu"
            aria-haspopup="menu"
            className={userTriggerClass}
            onClick={() => {
              setMenuWanted(true)
              gate.open()
            }}
          >
            <UserBadge />
          </button>
        }
      >
        <UserMenu defaultOpen={menuWanted} />
      </Suspense>
    </header>
  )
}
