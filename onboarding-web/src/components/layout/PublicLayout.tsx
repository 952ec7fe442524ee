import { Link, NavLink, Outlet } from 'react-router-dom'
import { PATHS } from '@/lib/paths'
import { cn } from '@congregate/ui'
import { BRAND } from '@/lib/platform'

const NAV = [
  { to: PATHS.wizard, label: 'Pricing' },
  { to: PATHS.proposal, label: 'Mobile App Proposal' },
  { to: PATHS.brochure, label: 'Global Giving' },
]

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={PATHS.wizard} className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-brand" aria-label={`${BRAND} home`}>
            <Logo />
            <span className="text-lg font-bold tracking-tight text-slate-900">{BRAND}</span>
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV.map((n) => (
              <NavLink
                key={n.to}
                to={n.to}
                end={n.to === PATHS.wizard}
                className={({ isActive }) => cn('rounded-md px-3 py-2 text-sm font-medium transition', isActive ? 'bg-brand-soft text-brand' : 'text-slate-600 hover:text-slate-900')}
              >
                {n.label}
              </NavLink>
            ))}
          </nav>
          <span className="hidden items-center gap-1.5 text-xs font-medium text-slate-500 sm:flex md:hidden lg:flex">
            <LockIcon /> Secure sign-up
          </span>
        </div>
      </header>
      <Outlet />
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {BRAND}. Church management made simple.
          </p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            {NAV.map((n) => (
              <Link key={n.to} to={n.to} className="hover:text-slate-900">
                {n.label}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  )
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#304FFF" />
      <path d="M14 6h4v6h6v4h-6v10h-4V16H8v-4h6z" fill="#fff" />
    </svg>
  )
}

function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}
