import { Badge } from '@/components/ui/Card'
import type { PermissionDef, Role, RoleUser } from '../api/types'
import { levelOf } from '../lib/permission-matrix'

/** "Super admin", "Default" badges of a role. */
export function RoleBadges({ role }: { role: Pick<Role, 'isSuperAdmin' | 'isSystem'> }) {
  return (
    <>
      {role.isSuperAdmin && <Badge tone="amber">Super admin</Badge>}
      {role.isSystem && !role.isSuperAdmin && <Badge>Default</Badge>}
    </>
  )
}

/** The granted keys of a role as chips: "People · Full". */
export function PermissionChips({ permissions, defs, max = 99 }: { permissions: Record<string, readonly string[]>; defs: PermissionDef[]; max?: number }) {
  const granted = defs.map((d) => ({ d, level: levelOf(permissions[d.key]) })).filter((x) => x.level !== 'none')
  if (granted.length === 0) return <span className="text-sm text-slate-500 dark:text-neutral-400">No access to any module</span>
  const shown = granted.slice(0, max)
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Permissions">
      {shown.map(({ d, level }) => (
        <li key={d.key}>
          <Badge tone={level === 'write' ? 'brand' : 'neutral'}>
            {d.label} · {level === 'write' ? 'Full' : 'View'}
          </Badge>
        </li>
      ))}
      {granted.length > shown.length && (
        <li>
          <Badge>+{granted.length - shown.length} more</Badge>
        </li>
      )}
    </ul>
  )
}

/** Active / deactivated / locked, and console access. */
export function AccountBadges({ user }: { user: Pick<RoleUser, 'isActive' | 'isLocked' | 'adminAccess'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {!user.isActive ? <Badge tone="red">Deactivated</Badge> : user.isLocked ? <Badge tone="amber">Locked out</Badge> : <Badge tone="green">Active</Badge>}
      {!user.adminAccess && <Badge>No console access</Badge>}
    </span>
  )
}
