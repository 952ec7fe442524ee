import { useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Avatar } from '@/components/ui/Avatar'
import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { useAuditEvents } from '@/components/audit-trail/events'
import { useEnableAccount, useSetAdminAccess } from '../api/account-access'
import { useSetUserRoles } from '../api/assign-roles'
import { useAdministrator } from '../api/get-administrator'
import { usePermissionDefs } from '../api/list-permissions'
import { useRoles } from '../api/list-roles'
import type { Administrator } from '../api/types'
import { ActivityList } from '@/components/audit-trail/AuditRows'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { AccountBadges, RoleBadges } from '../components/RoleBits'
import { Switch } from '@/components/ui/Switch'
import { searchFromFilters } from '@/lib/audit-filters'
import { formatDateTime, initialsOf } from '@/lib/format'
import { levelOf } from '../lib/permission-matrix'
import { useAccess } from '@/lib/access'
import { ORG } from '@/lib/org-paths'

export default function ViewAdministratorPage() {
  const [sp] = useSearchParams()
  const personId = Number(sp.get('personId'))
  const valid = Number.isInteger(personId) && personId > 0
  const admin = useAdministrator(valid ? personId : null)
  const back = (
    <Link to={`${ORG.roles}?tab=users`} className="font-medium text-brand-ink hover:underline">
      ← Users with roles
    </Link>
  )
  if (!valid) {
    return (
      <OrgShell title="Administrator" back={back}>
        <Card>
          <EmptyState title="No one chosen" message="Open a person from the Users with roles list." />
        </Card>
      </OrgShell>
    )
  }
  return (
    <QueryState query={admin}>
      {(a) => <AdministratorView admin={a} back={back} />}
    </QueryState>
  )
}

function AdministratorView({ admin, back }: { admin: Administrator; back: ReactNode }) {
  const { me, canWrite } = useAccess()
  const self = admin.personId === me
  const access = useSetAdminAccess()
  const enable = useEnableAccount()
  const events = useAuditEvents()
  const labels = Object.fromEntries((events.data ?? []).map((e) => [e.event, e.label]))

  return (
    <OrgShell title={admin.fullName} description={[admin.email, admin.mobile].filter(Boolean).join(' · ')} back={back} help="organization.view-administrator">
      <Card>
        <div className="flex flex-wrap items-center gap-4 p-5">
          <Avatar name={admin.fullName} initials={initialsOf(admin.fullName)} size={56} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <AccountBadges user={admin} />
              {admin.isSuperAdmin && <Badge tone="amber">Super admin</Badge>}
              {self && <Badge tone="blue">You</Badge>}
            </div>
            <p className="mt-2 text-sm text-slate-500 dark:text-neutral-400">
              Last sign-in {admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : 'never'} · {admin.activeSessions} active {admin.activeSessions === 1 ? 'session' : 'sessions'}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4 border-t border-slate-100 p-5 max-[700px]:grid-cols-1 dark:border-neutral-800">
          <Setting
            title="Admin access"
            text={self ? 'You cannot switch off your own access.' : admin.adminAccess ? 'Can sign in to the console. Switching off signs them out at once.' : 'Cannot sign in to the console.'}
          >
            <Switch
              checked={admin.adminAccess}
              label={`Admin access for ${admin.fullName}`}
              disabled={!canWrite || (self && admin.adminAccess)}
              busy={access.isPending}
              onChange={(enabled) => access.mutate({ personId: admin.personId, enabled })}
            />
          </Setting>
          <Setting title="Account" text={!admin.isActive ? 'Deactivated: cannot sign in.' : admin.isLocked ? 'Locked after too many failed sign-ins.' : 'Active and in good standing.'}>
            {canWrite && (!admin.isActive || admin.isLocked) && (
              <Button size="sm" variant="secondary" loading={enable.isPending} onClick={() => enable.mutate(admin.personId)}>
                Enable account
              </Button>
            )}
          </Setting>
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-6 max-[900px]:grid-cols-1">
        {/* The choice starts again from what they hold whenever that changes (a save, another admin). */}
        <RolesCard key={admin.roles.map((r) => r.id).join(',')} admin={admin} canWrite={canWrite} />
        <EffectivePermissions admin={admin} />
      </div>
      <Card>
        <CardHeader
          title="Recent activity"
          actions={
            <Link to={`${ORG.audit}?${searchFromFilters({ personId: admin.personId, personName: admin.fullName })}`} className="text-sm font-semibold text-brand-ink hover:underline">
              Full audit →
            </Link>
          }
        />
        {admin.recentActivity.length === 0 ? <EmptyState title="No activity yet" /> : <ActivityList items={admin.recentActivity} labels={labels} />}
      </Card>
    </OrgShell>
  )
}

function Setting({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        <p className="mt-0.5 text-sm text-slate-500 dark:text-neutral-400">{text}</p>
      </div>
      {children}
    </div>
  )
}

function RolesCard({ admin, canWrite }: { admin: Administrator; canWrite: boolean }) {
  const roles = useRoles()
  const save = useSetUserRoles()
  const held = admin.roles.map((r) => r.id)
  const [chosen, setChosen] = useState<number[]>(held)
  const dirty = chosen.length !== held.length || chosen.some((id) => !held.includes(id))

  return (
    <Card>
      <CardHeader title="Roles" description="Their permissions are everything these roles allow together." />
      <QueryState query={roles} skeleton="table">
        {(all) => (
          <fieldset className="flex flex-col divide-y divide-slate-100 dark:divide-neutral-800" disabled={!canWrite}>
            <legend className="sr-only">Roles of {admin.fullName}</legend>
            {all.map((r) => (
              <label key={r.id} className="flex cursor-pointer items-center gap-3 px-5 py-2.5 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(r.id)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, r.id] : c.filter((x) => x !== r.id)))}
                  className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
                />
                <span className="flex-1 font-medium">{r.name}</span>
                <RoleBadges role={r} />
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
      {canWrite && (
        <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
          <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => setChosen(held)}>
            Discard
          </Button>
          <Button disabled={!dirty} loading={save.isPending} onClick={() => save.mutate({ personId: admin.personId, roleIds: chosen })}>
            Save roles
          </Button>
        </div>
      )}
    </Card>
  )
}

function EffectivePermissions({ admin }: { admin: Administrator }) {
  const defs = usePermissionDefs()
  const perms = admin.permissions
  return (
    <Card>
      <CardHeader
        title="Effective permissions"
        description={
          !admin.adminAccess || !admin.isActive
            ? 'None while they have no console access: their roles apply again once access is back.'
            : perms.isSuperAdmin
              ? 'A super admin may open and change everything.'
              : 'What they can open and change right now.'
        }
      />
      <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
        {(defs.data ?? []).map((d) => {
          const raw = perms[d.key]
          const level = perms.isSuperAdmin ? 'write' : levelOf(Array.isArray(raw) ? raw : [])
          return (
            <li key={d.key} className="flex items-center justify-between gap-3 px-5 py-2.5 text-sm">
              <span className="font-medium">{d.label}</span>
              {level === 'write' ? <Badge tone="brand">Full</Badge> : level === 'read' ? <Badge>View</Badge> : <span className="text-xs text-slate-500 dark:text-neutral-400">No access</span>}
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
