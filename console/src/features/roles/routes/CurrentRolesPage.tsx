import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { SortTh, TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useSortedRows, type SortColumn } from '@/lib/sorting'
import { useRole } from '../api/get-role'
import { usePermissionDefs } from '../api/list-permissions'
import { useRoles } from '../api/list-roles'
import type { PermissionDef, Role, RoleDetail } from '../api/types'
import { AssignRoleModal } from '../components/AssignRoleModal'
import { DeleteRoleDialog } from '../components/DeleteRoleDialog'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { PermissionChips, RoleBadges } from '../components/RoleBits'
import { RoleFormModal } from '../components/RoleFormModal'
import { UsersTable } from '../components/UsersTable'
import { formatDateTime } from '@/lib/format'
import { levelOf, type Level } from '../lib/permission-matrix'
import { useAccess } from '@/lib/access'
import { ORG, rolePath } from '@/lib/org-paths'

/** Current roles & permissions: every role against every module, or one role (?id=) with its people. */
export default function CurrentRolesPage() {
  const [sp] = useSearchParams()
  const id = Number(sp.get('id'))
  const back = (
    <Link to={ORG.roles} className="font-medium text-brand-ink hover:underline">
      ← Roles & permissions
    </Link>
  )
  return Number.isInteger(id) && id > 0 ? <RoleView id={id} back={back} /> : <Overview back={back} />
}

function Overview({ back }: { back: ReactNode }) {
  const roles = useRoles()
  const defs = usePermissionDefs()
  return (
    <OrgShell title="Current roles & permissions" description="Every role against every module. Open a role to see who holds it." back={back} help="organization.roles-permissions">
      <Card>
        <QueryState query={roles} skeleton="table">
          {(items) => (
            <RolesTable roles={items} defs={defs.data ?? []} />
          )}
        </QueryState>
      </Card>
      <p className="flex flex-wrap gap-4 text-xs text-slate-500 dark:text-neutral-400">
        <span className="inline-flex items-center gap-1.5">
          <LevelMark level="write" module="" /> Full: open and change
        </span>
        <span className="inline-flex items-center gap-1.5">
          <LevelMark level="read" module="" /> View: open and look
        </span>
        <span className="inline-flex items-center gap-1.5">
          <LevelMark level="none" module="" /> No access
        </span>
      </p>
    </OrgShell>
  )
}

const roleColumns: SortColumn<Role, 'name' | 'people'>[] = [
  { key: 'name', kind: 'text', value: (r) => r.name },
  { key: 'people', kind: 'number', value: (r) => r.memberCount },
]

/** Every role against every module; sorted in the browser (the server answers the whole list). */
function RolesTable({ roles, defs }: { roles: Role[]; defs: PermissionDef[] }) {
  const sorted = useSortedRows(roles, roleColumns)
  return (
    <TableShell label="Roles and their permissions">
      <thead>
        <tr>
          <SortTh label="Role" className="sticky left-0 z-10" {...sorted.header('name')} />
          {defs.map((d) => (
            <Th key={d.key} className="text-center">
              {d.label}
            </Th>
          ))}
          <SortTh label="People" className="text-right" {...sorted.header('people')} />
        </tr>
      </thead>
      <tbody>
        {sorted.rows.map((r) => (
          <Tr key={r.id}>
            <Td className="sticky left-0 z-10 bg-white font-medium dark:bg-neutral-900">
              <Link to={rolePath(r.id)} className="whitespace-nowrap hover:underline">
                {r.name}
              </Link>
            </Td>
            {defs.map((d) => (
              <Td key={d.key} className="text-center">
                <LevelMark level={r.isSuperAdmin ? 'write' : levelOf(r.permissions[d.key])} module={d.label} />
              </Td>
            ))}
            <Td className="text-right tabular-nums">{r.memberCount}</Td>
          </Tr>
        ))}
      </tbody>
    </TableShell>
  )
}

function LevelMark({ level, module }: { level: Level; module: string }) {
  const label = level === 'write' ? 'Full' : level === 'read' ? 'View' : 'No access'
  if (level === 'none') return <span className="inline-block h-2 w-2 rounded-full bg-slate-300 dark:bg-neutral-700" role="img" aria-label={module ? `${module}: ${label}` : label} />
  return (
    <span role="img" aria-label={module ? `${module}: ${label}` : label} className={level === 'write' ? 'inline-flex h-5 w-5 items-center justify-center rounded-full bg-brand text-white dark:bg-brand-ink dark:text-neutral-950' : 'inline-flex h-5 w-5 items-center justify-center rounded-full border-2 border-brand-ink text-brand-ink'}>
      <svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" aria-hidden="true">
        {level === 'write' ? <path d="M5 12l5 5 9-10" /> : <circle cx="12" cy="12" r="2" />}
      </svg>
    </span>
  )
}

function RoleView({ id, back }: { id: number; back: ReactNode }) {
  const role = useRole(id)
  return (
    <QueryState query={role}>
      {(r) => <RoleDetailView role={r} back={back} />}
    </QueryState>
  )
}

function RoleDetailView({ role, back }: { role: RoleDetail; back: ReactNode }) {
  const defs = usePermissionDefs()
  const { canWrite } = useAccess()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState<Role | null>(null)
  const [adding, setAdding] = useState(false)

  return (
    <OrgShell
      title={role.name}
      description={role.description || 'No description.'}
      back={back}
      actions={
        canWrite && (
          <>
            {!role.isSystem && (
              <Button variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setDeleting(role)}>
                Delete
              </Button>
            )}
            {!role.isSuperAdmin && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit role
              </Button>
            )}
            <Button onClick={() => setAdding(true)}>Add people</Button>
          </>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-neutral-400">
        <RoleBadges role={role} />
        <span>Created {formatDateTime(role.createdAt)}</span>
      </div>
      <Card>
        <CardHeader title="Permissions" description={role.isSuperAdmin ? 'A super admin may open and change everything.' : 'What people with this role can open and change.'} />
        <div className="p-5">{role.isSuperAdmin ? <p className="text-sm">Every module, full access.</p> : <PermissionsList permissions={role.permissions} defs={defs.data ?? []} />}</div>
      </Card>
      <Card>
        <CardHeader title={`People with this role (${role.members.length})`} />
        {role.members.length === 0 ? (
          <EmptyState title="Nobody holds this role" message="Add people so they get its permissions." action={canWrite ? <Button onClick={() => setAdding(true)}>Add people</Button> : undefined} />
        ) : (
          <UsersTable users={role.members} label={`People with the role ${role.name}`} sortable />
        )}
      </Card>
      <RoleFormModal open={editing} role={role} onClose={() => setEditing(false)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} onDeleted={() => navigate(ORG.roles, { replace: true })} />
      <AssignRoleModal open={adding} roleId={role.id} onClose={() => setAdding(false)} />
    </OrgShell>
  )
}

function PermissionsList({ permissions, defs }: { permissions: Record<string, readonly string[]>; defs: PermissionDef[] }) {
  return (
    <div className="flex flex-col gap-3">
      <PermissionChips permissions={permissions} defs={defs} />
      <p className="text-xs text-slate-500 dark:text-neutral-400">Modules not listed cannot be opened with this role.</p>
    </div>
  )
}
