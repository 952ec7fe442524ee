import { useState } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { Button, cn } from '@congregate/ui'
import { Loading, ErrorState } from '@/components/ui/States'
import { opsApi } from '@/lib/ops-api'
import { PATHS } from '@/lib/paths'
import { useMe } from '@/lib/session'

const NAV: [string, string][] = [
  [PATHS.churches, 'Churches'],
  [PATHS.catalogue, 'Catalogue'],
  [PATHS.requests, 'Requests'],
  [PATHS.queues, 'Queues'],
  [PATHS.exports, 'Exports'],
  [PATHS.operators, 'Operators'],
  [PATHS.audit, 'Audit'],
]

/** The signed-in frame: the nav (a menu button under 640 px), the operator, Sign out. */
export function OpsLayout() {
  const me = useMe()
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState('')
  const location = useLocation()
  const navigate = useNavigate()
  const client = useQueryClient()
  // The menu closes when the page changes.
  const menuOpen = open && openedAt === location.pathname

  const signOut = async () => {
    try {
      await opsApi.logout()
    } finally {
      client.clear()
      navigate(PATHS.signIn, { replace: true })
    }
  }

  if (me.isPending) return <Loading />
  if (me.isError) return <ErrorState error={me.error} onRetry={me.refetch} />

  const links = NAV.map(([to, label]) => (
    <NavLink
      key={to}
      to={to}
      className={({ isActive }) =>
        cn('rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap', isActive ? 'bg-brand-soft text-brand-dark' : 'text-slate-700 hover:bg-slate-100')
      }
    >
      {label}
    </NavLink>
  ))

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
          <span className="font-bold whitespace-nowrap text-brand-dark">Congregate ops</span>
          <nav aria-label="Main" className="flex flex-1 gap-1 overflow-x-auto max-[640px]:hidden">
            {links}
          </nav>
          <div className="ml-auto flex items-center gap-3 max-[640px]:hidden">
            <span className="text-right text-xs leading-tight text-slate-600">
              <span className="block font-medium text-slate-900">{me.data.email}</span>
              <span className="block">{me.data.role}</span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto min-[641px]:hidden"
            aria-expanded={menuOpen}
            aria-controls="ops-menu"
            onClick={() => {
              setOpen(!menuOpen)
              setOpenedAt(location.pathname)
            }}
          >
            Menu
          </Button>
        </div>
        {menuOpen && (
          <div id="ops-menu" className="border-t border-slate-200 px-4 py-3 min-[641px]:hidden">
            <nav aria-label="Main" className="flex flex-col gap-1">
              {links}
            </nav>
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
              <span className="min-w-0 text-xs text-slate-600">
                <span className="block truncate font-medium text-slate-900">{me.data.email}</span>
                <span className="block">{me.data.role}</span>
              </span>
              <Button variant="secondary" size="sm" onClick={() => void signOut()}>
                Sign out
              </Button>
            </div>
          </div>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  )
}
