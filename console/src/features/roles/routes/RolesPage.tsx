import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn, inputClass } from '@congregate/ui'
import { Card, EmptyState } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { Tabs } from '@/components/ui/Tabs'
import { usePermissionDefs } from '../api/list-permissions'
import { useRoleUsers } from '../api/list-role-users'
import { useRoles } from '../api/list-roles'
import type { Role } from '../api/types'
import { AssignRoleModal } from '../components/AssignRoleModal'
import { DeleteRoleDialog } from '../components/DeleteRoleDialog'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { LoadingSkeleton, QueryState } from '@/components/ui/QueryState'
import { PermissionChips, RoleBadges } from '../components/RoleBits'
import { RoleFormModal } from '../components/RoleFormModal'
import { UsersTable } from '../components/UsersTable'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAccess } from '@/lib/access'
import { ORG, rolePath } from '@/lib/org-paths'

type Tab = 'roles' | 'users'

export default function RolesPage() {
  const [sp, setSp] = useSearchParams()
  const tab: Tab = sp.get('tab') === 'users' ? 'users' : 'roles'
  const { canWrite } = useAccess()
  const [creating, setCreating] = useState(false)
  const [assigning, setAssigning] = useState(false)

  return (
    <OrgShell
      title="Roles & permissions"
      description="Roles decide which modules your staff can open and change. Changes apply on their next click."
      help="organization.roles-permissions"
      actions={
        canWrite && (
          <>
            <Button variant="secondary" onClick={() => setAssigning(true)}>
              Assign role
            </Button>
            <Button onClick={() => setCreating(true)}>New role</Button>
          </>
        )
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs<Tab>
          label="Roles and users"
          value={tab}
          onChange={(t) => setSp(t === 'users' ? { tab: 'users' } : {}, { replace: true })}
          options={[
            { value: 'roles', label: 'Roles' },
            { value: 'users', label: 'Users with roles' },
          ]}
        />
        <Link to={ORG.currentRoles} className="text-sm font-semibold text-brand-ink hover:underline">
          Compare all roles →
        </Link>
      </div>
      {tab === 'roles' ? <RolesList canWrite={canWrite} onCreate={() => setCreating(true)} /> : <UsersPanel />}
      <RoleFormModal open={creating} onClose={() => setCreating(false)} />
      <AssignRoleModal open={assigning} onClose={() => setAssigning(false)} />
    </OrgShell>
  )
}

function RolesList({ canWrite, onCreate }: { canWrite: boolean; onCreate: () => void }) {
  const [q, setQ] = useState('')
  const roles = useRoles(useDebouncedValue(q, 250))
  const defs = usePermissionDefs()
  const [editing, setEditing] = useState<Role | null>(null)
  const [deleting, setDeleting] = useState<Role | null>(null)

  return (
    <>
      <input type="search" aria-label="Search roles" placeholder="Search roles…" value={q} onChange={(e) => setQ(e.target.value)} className={cn(inputClass, 'max-w-sm')} />
      <QueryState query={roles} skeleton="cards">
        {(items) =>
          items.length === 0 ? (
            <Card>
              <EmptyState title={q ? 'No role matches' : 'No roles yet'} message={q ? 'Try another name.' : 'Create a role for each team, then assign it to people.'} action={canWrite && !q ? <Button onClick={onCreate}>New role</Button> : undefined} />
            </Card>
          ) : (
            <ul className="grid grid-cols-2 gap-4 max-[900px]:grid-cols-1" aria-label="Roles">
              {items.map((r) => (
                <li key={r.id} data-role={r.name}>
                  <Card className="flex h-full flex-col">
                    <div className="flex flex-1 flex-col gap-3 p-5">
                      <div className="flex flex-wrap items-start gap-2">
                        <h2 className="min-w-0 flex-1 text-base font-semibold">
                          <Link to={rolePath(r.id)} className="hover:underline">
                            {r.name}
                          </Link>
                        </h2>
                        <RoleBadges role={r} />
                      </div>
                      {r.description && <p className="text-sm text-slate-600 dark:text-neutral-300">{r.description}</p>}
                      {r.isSuperAdmin ? <p className="text-sm text-slate-500 dark:text-neutral-400">Every module, full access, including roles and permissions.</p> : <PermissionChips permissions={r.permissions} defs={defs.data ?? []} />}
                    </div>
                    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
                      <Link to={rolePath(r.id)} className="mr-auto text-sm text-slate-600 hover:underline dark:text-neutral-300">
                        {r.memberCount} {r.memberCount === 1 ? 'person' : 'people'}
                      </Link>
                      {canWrite && !r.isSuperAdmin && (
                        <Button size="sm" variant="secondary" onClick={() => setEditing(r)} aria-label={`Edit role ${r.name}`}>
                          Edit
                        </Button>
                      )}
                      {canWrite && !r.isSystem && (
                        <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setDeleting(r)} aria-label={`Delete role ${r.name}`}>
                          Delete
                        </Button>
                      )}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <RoleFormModal open={!!editing} role={editing} onClose={() => setEditing(null)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}

const PAGE_SIZE = 20

function UsersPanel() {
  const [q, setQ] = useState('')
  const [roleId, setRoleId] = useState('')
  const [access, setAccess] = useState('')
  const [page, setPage] = useState(1)
  const roles = useRoles()
  const term = useDebouncedValue(q.trim(), 250)
  const users = useRoleUsers({
    ...(term ? { q: term } : {}),
    ...(roleId ? { roleId: Number(roleId) } : {}),
    ...(access ? { adminAccess: access === 'yes' } : {}),
    page: page - 1,
    pageSize: PAGE_SIZE,
  })
  const reset = (fn: () => void) => {
    fn()
    setPage(1)
  }

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 p-4 dark:border-neutral-800">
        <input type="search" aria-label="Search users" placeholder="Search by name, e-mail or phone…" value={q} onChange={(e) => reset(() => setQ(e.target.value))} className={cn(inputClass, 'max-w-xs flex-1 min-w-48')} />
        <div className="w-48 max-[500px]:w-full">
          <SelectField label="Role" hideLabel placeholder="Every role" value={roleId} onChange={(e) => reset(() => setRoleId(e.target.value))} options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))} />
        </div>
        <div className="w-48 max-[500px]:w-full">
          <SelectField
            label="Admin access"
            hideLabel
            placeholder="Any access"
            value={access}
            onChange={(e) => reset(() => setAccess(e.target.value))}
            options={[
              { value: 'yes', label: 'Admin access on' },
              { value: 'no', label: 'Admin access off' },
            ]}
          />
        </div>
      </div>
      {users.isPending ? (
        <div className="p-4">
          <LoadingSkeleton kind="table" />
        </div>
      ) : users.isError ? (
        <div className="p-4">
          <QueryState query={users}>{() => null}</QueryState>
        </div>
      ) : users.data.items.length === 0 ? (
        <EmptyState title="No one found" message={q || roleId || access ? 'Try other filters.' : 'Nobody has a role or console access yet.'} />
      ) : (
        <div className={cn(users.isPlaceholderData && 'opacity-60')}>
          <UsersTable users={users.data.items} label="Users with roles" />
        </div>
      )}
      {users.data && users.data.total > 0 && (
        <div className="border-t border-slate-100 px-4 py-3 dark:border-neutral-800">
          <Pagination page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} label="Users pages" />
        </div>
      )}
    </Card>
  )
}
