import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLogout } from '@/features/auth/api/logout'
import { PUBLIC_PATHS } from '@/lib/paths'
import { useCurrentProfile } from '@/lib/current-profile'
import { Menu, MenuItem, MenuLabel } from '@/components/ui/Menu'
import { useTheme } from '../theme-provider'

// The profile form (its phone field carries the phone library) loads when "My profile" is chosen.
const AdminProfileModal = lazy(() => import('@/features/organization/components/AdminProfileModal').then((m) => ({ default: m.AdminProfileModal })))

export function Topbar({ onMenu }: { onMenu: () => void }) {
  const { mode, toggle } = useTheme()
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
      <UserMenu />
    </header>
  )
}

function UserMenu() {
  const profile = useCurrentProfile()
  const navigate = useNavigate()
  const logout = useLogout()
  const [editing, setEditing] = useState(false)
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() || profile.email
  const initials = `${profile.firstName?.[0] ?? ''}${profile.lastName?.[0] ?? ''}`.toUpperCase() || '?'
  const roles = profile.userRolesAndPermissions.isSuperAdmin ? ['Super Admin'] : (profile.userRolesAndPermissions.roles ?? [])

  return (
    <>
      <Menu
        label="User menu"
        triggerClassName="flex h-10 items-center gap-2 rounded-lg pr-2 pl-1 hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:hover:bg-neutral-800 dark:data-[state=open]:bg-neutral-800"
        trigger={
          <>
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">{initials}</span>
            <span className="max-w-40 truncate text-sm font-medium max-[500px]:hidden">{name}</span>
            <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="max-[500px]:hidden">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </>
        }
      >
        <MenuLabel className="-mt-1 mb-1 border-b border-slate-100 py-3 dark:border-neutral-800">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{profile.email}</p>
          {roles.length > 0 && <p className="mt-1 truncate text-xs text-slate-500 dark:text-neutral-400">{roles.join(', ')}</p>}
        </MenuLabel>
        <MenuItem onSelect={() => setEditing(true)}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
          </svg>
          My profile
        </MenuItem>
        <MenuItem danger disabled={logout.isPending} onSelect={() => logout.mutate(undefined, { onSettled: () => navigate(PUBLIC_PATHS.signIn, { replace: true }) })}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
          </svg>
          Logout
        </MenuItem>
      </Menu>
      {editing && (
        <Suspense fallback={null}>
          <AdminProfileModal open onClose={() => setEditing(false)} profile={{ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', email: profile.email ?? '', mobile: profile.mobile ?? '' }} />
        </Suspense>
      )}
    </>
  )
}
