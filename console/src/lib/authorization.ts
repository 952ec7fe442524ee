// Spec §6: which pages a user may open. Pure functions, so the rules are unit-tested.
import { MSG } from './messages'
import type { OrgInfo } from './org'

export const PERMISSION_KEYS = [
  'open',
  'people',
  'organization',
  'livestreamSermons',
  'eCommerce',
  'fellowshipPrequest',
  'fellowshipPreport',
  'generosity',
  'children',
  'unifiedCommunications',
  'followUp',
  'calendarEvents',
  'billing',
] as const

export type PermissionKey = (typeof PERMISSION_KEYS)[number]

export type UserRolesAndPermissions = {
  isSuperAdmin: boolean
  roles?: string[]
} & Partial<Record<Exclude<PermissionKey, 'open'>, string[]>>

export const DASHBOARD_PATH = '/dashboard/default'

export function canOpen(perms: UserRolesAndPermissions | null | undefined, key: PermissionKey): boolean {
  if (key === 'open') return true
  if (!perms) return false
  if (perms.isSuperAdmin) return true
  const list = perms[key]
  return Array.isArray(list) && list.length > 0
}

export function isLockedDown(org: Pick<OrgInfo, 'accountType' | 'billingStatus'> | null | undefined): boolean {
  if (!org) return false
  const acct = org.accountType
  return (!!acct?.isLockDown && !acct?.isHide) || !!org.billingStatus?.isLockDown
}

/** Pages that stay reachable during lock-down: the dashboard and billing. */
export function isLockDownExempt(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || pathname.startsWith('/billing/')
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; toast?: string }

export interface GuardInput {
  pathname: string
  key: PermissionKey
  signedIn: boolean
  perms: UserRolesAndPermissions | null | undefined
  org: Pick<OrgInfo, 'accountType' | 'billingStatus'> | null | undefined
}

/** Decides a guarded page. Runs before the page (or the 404 for a module not built yet). */
export function decideGuardedRoute(i: GuardInput): GuardDecision {
  if (!i.signedIn) return { kind: 'redirect', to: '/' }
  if (isLockedDown(i.org) && !isLockDownExempt(i.pathname)) {
    return { kind: 'redirect', to: DASHBOARD_PATH, toast: MSG.suspended }
  }
  if (!canOpen(i.perms, i.key)) {
    return { kind: 'redirect', to: DASHBOARD_PATH, toast: MSG.permissionDenied }
  }
  return { kind: 'allow' }
}

/** Signed-in users never see the login routes. */
export function decideGuestRoute(signedIn: boolean): GuardDecision {
  return signedIn ? { kind: 'redirect', to: DASHBOARD_PATH } : { kind: 'allow' }
}
