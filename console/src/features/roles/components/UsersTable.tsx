import { Link } from 'react-router-dom'
import { Avatar } from '@/components/ui/Avatar'
import { Button } from '@congregate/ui'
import { SortTh, TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useSortedRows, type SortColumn } from '@/lib/sorting'
import { useUnassignRole } from '../api/assign-roles'
import { useEnableAccount, useSetAdminAccess } from '../api/account-access'
import type { RoleUser } from '../api/types'
import { formatDateTime, initialsOf } from '@/lib/format'
import { useAccess } from '@/lib/access'
import { administratorPath } from '@/lib/org-paths'
import { AccountBadges } from './RoleBits'
import { Switch } from '@/components/ui/Switch'

const columns: SortColumn<RoleUser, 'person' | 'roles' | 'lastLogin'>[] = [
  { key: 'person', kind: 'text', value: (u) => u.fullName },
  { key: 'roles', kind: 'array', value: (u) => u.roles },
  { key: 'lastLogin', kind: 'date', value: (u) => u.lastLoginAt },
]

/**
 * People with their roles and console access: roles can be removed in place, admin access turned
 * on or off, a deactivated or locked account enabled. Nobody can switch off their own access.
 * `sortable` sorts in the browser: for a whole list (a role's people), not a page of the server's.
 */
export function UsersTable({ users, label, sortable = false }: { users: RoleUser[]; label: string; sortable?: boolean }) {
  const sorted = useSortedRows(users, columns)
  const head = (key: (typeof columns)[number]['key'], text: string) => (sortable ? <SortTh label={text} {...sorted.header(key)} /> : <Th>{text}</Th>)
  const { me, canWrite } = useAccess()
  const unassign = useUnassignRole()
  const access = useSetAdminAccess()
  const enable = useEnableAccount()
  return (
    <TableShell label={label}>
      <thead>
        <tr>
          {head('person', 'Person')}
          {head('roles', 'Roles')}
          <Th>Admin access</Th>
          <Th>Account</Th>
          {head('lastLogin', 'Last sign-in')}
          <Th className="text-right" aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {(sortable ? sorted.rows : users).map((u) => {
          const self = u.personId === me
          return (
            <Tr key={u.personId} data-person={u.personId}>
              <Td>
                <div className="flex min-w-48 items-center gap-3">
                  <Avatar name={u.fullName} initials={initialsOf(u.fullName)} size={34} />
                  <div className="min-w-0">
                    <Link to={administratorPath(u.personId)} className="block truncate font-medium hover:underline">
                      {u.fullName}
                      {self && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
                    </Link>
                    <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{u.email || u.mobile}</p>
                  </div>
                </div>
              </Td>
              <Td>
                {u.roles.length === 0 ? (
                  <span className="text-sm text-slate-500 dark:text-neutral-400">No role</span>
                ) : (
                  <ul className="flex min-w-40 flex-wrap gap-1.5">
                    {u.roles.map((r) => (
                      <li key={r.id} className="inline-flex items-center gap-1 rounded-full bg-brand/10 py-0.5 pr-1 pl-2 text-xs font-medium text-brand-ink dark:bg-brand/30">
                        {r.name}
                        {canWrite && (
                          <button
                            type="button"
                            aria-label={`Remove role ${r.name} from ${u.fullName}`}
                            title="Remove role"
                            disabled={unassign.isPending}
                            onClick={() => unassign.mutate({ roleId: r.id, personId: u.personId })}
                            className="flex h-4 w-4 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/20"
                          >
                            ×
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </Td>
              <Td>
                <Switch
                  checked={u.adminAccess}
                  label={`Admin access for ${u.fullName}`}
                  disabled={!canWrite || (self && u.adminAccess)}
                  busy={access.isPending && access.variables?.personId === u.personId}
                  onChange={(enabled) => access.mutate({ personId: u.personId, enabled })}
                />
              </Td>
              <Td>
                <div className="flex flex-wrap items-center gap-2">
                  <AccountBadges user={{ ...u, adminAccess: true }} />
                  {canWrite && (!u.isActive || u.isLocked) && (
                    <Button size="sm" variant="secondary" loading={enable.isPending && enable.variables === u.personId} onClick={() => enable.mutate(u.personId)}>
                      Enable account
                    </Button>
                  )}
                </div>
              </Td>
              <Td className="whitespace-nowrap text-slate-500 dark:text-neutral-400">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Never'}</Td>
              <Td className="text-right">
                <Link to={administratorPath(u.personId)} className="text-sm font-semibold whitespace-nowrap text-brand-ink hover:underline">
                  Manage
                </Link>
              </Td>
            </Tr>
          )
        })}
      </tbody>
    </TableShell>
  )
}
