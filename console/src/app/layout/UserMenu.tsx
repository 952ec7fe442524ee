import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLogout } from '@/features/auth/api/logout'
import { PUBLIC_PATHS } from '@/lib/paths'
import { Menu, MenuItem, MenuLabel } from '@/components/ui/Menu'
import { UserBadge, userTriggerClass, useUserName } from './user-badge'

// The profile form (its phone field carries the phone library) loads when "My profile" is chosen.
const AdminProfileModal = lazy(() => import('@/features/organization/components/AdminProfileModal').then((m) => ({ default: m.AdminProfileModal })))

export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { profile, name } = useUserName()
  const navigate = useNavigate()
  const logout = useLogout()
  const [editing, setEditing] = useState(false)
  const roles = profile.userRolesAndPermissions.isSuperAdmin ? ['Super Admin'] : (profile.userRolesAndPermissions.roles ?? [])

  return (
    <>
      <Menu
        label="User menu"
        defaultOpen={defaultOpen}
        triggerClassName={userTriggerClass}
        trigger={<UserBadge />}
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
