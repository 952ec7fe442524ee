import { describe, expect, it } from 'vitest'
import { canOpen, decideGuardedRoute, decideGuestRoute, isLockedDown, type UserRolesAndPermissions } from './authorization'
import { MSG } from './messages'

const peopleManager: UserRolesAndPermissions = { isSuperAdmin: false, roles: ['People Manager'], people: ['read', 'write'], organization: [] }
const superAdmin: UserRolesAndPermissions = { isSuperAdmin: true }
const open = { accountType: { isLockDown: false, isHide: false }, billingStatus: { isLockDown: false } }

describe('canOpen', () => {
  it('lets super admins open everything', () => {
    expect(canOpen(superAdmin, 'billing')).toBe(true)
    expect(canOpen(superAdmin, 'organization')).toBe(true)
  })
  it('needs a non-empty list for the key', () => {
    expect(canOpen(peopleManager, 'people')).toBe(true)
    expect(canOpen(peopleManager, 'organization')).toBe(false)
    expect(canOpen(peopleManager, 'children')).toBe(false)
  })
  it('opens open pages to anyone signed in', () => {
    expect(canOpen({ isSuperAdmin: false }, 'open')).toBe(true)
    expect(canOpen(null, 'open')).toBe(true)
  })
  it('refuses without a profile', () => {
    expect(canOpen(null, 'people')).toBe(false)
  })
})

describe('isLockedDown', () => {
  it('locks when the account is locked and not hidden', () => {
    expect(isLockedDown({ accountType: { isLockDown: true, isHide: false } })).toBe(true)
    expect(isLockedDown({ accountType: { isLockDown: true, isHide: true } })).toBe(false)
  })
  it('locks when billing is locked, whatever the account flags', () => {
    expect(isLockedDown({ accountType: { isLockDown: false, isHide: true }, billingStatus: { isLockDown: true } })).toBe(true)
  })
  it('is open otherwise', () => {
    expect(isLockedDown(open)).toBe(false)
    expect(isLockedDown(null)).toBe(false)
  })
})

describe('decideGuardedRoute', () => {
  const base = { signedIn: true, perms: peopleManager, org: open }

  it('sends signed-out users to /', () => {
    expect(decideGuardedRoute({ ...base, signedIn: false, pathname: '/dashboard/default', key: 'open' })).toEqual({ kind: 'redirect', to: '/' })
  })
  it('allows a permitted page', () => {
    expect(decideGuardedRoute({ ...base, pathname: '/product/people/listing', key: 'people' })).toEqual({ kind: 'allow' })
  })
  it('denies with the spec toast and goes to the dashboard', () => {
    expect(decideGuardedRoute({ ...base, pathname: '/organization/general', key: 'organization' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/default',
      toast: MSG.permissionDenied,
    })
  })
  it('blocks every page but the dashboard and billing during lock-down', () => {
    const locked = { accountType: { isLockDown: true, isHide: false } }
    const su = { ...base, perms: superAdmin, org: locked }
    expect(decideGuardedRoute({ ...su, pathname: '/organization/general', key: 'organization' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/default',
      toast: 'Account is Suspended. Please contact your administrator.',
    })
    expect(decideGuardedRoute({ ...su, pathname: '/dashboard/default', key: 'open' })).toEqual({ kind: 'allow' })
    expect(decideGuardedRoute({ ...su, pathname: '/billing/invoices', key: 'generosity' })).toEqual({ kind: 'allow' })
    expect(decideGuardedRoute({ ...su, pathname: '/billing/adminguide', key: 'billing' })).toEqual({ kind: 'allow' })
    expect(decideGuardedRoute({ ...su, pathname: '/tickets', key: 'open' }).kind).toBe('redirect')
  })
  it('still checks permission on billing pages during lock-down', () => {
    const r = decideGuardedRoute({ ...base, org: { billingStatus: { isLockDown: true } }, pathname: '/billing/invoices', key: 'generosity' })
    expect(r).toEqual({ kind: 'redirect', to: '/dashboard/default', toast: MSG.permissionDenied })
  })
})

describe('decideGuestRoute', () => {
  it('keeps signed-in users off the login routes', () => {
    expect(decideGuestRoute(true)).toEqual({ kind: 'redirect', to: '/dashboard/default' })
    expect(decideGuestRoute(false)).toEqual({ kind: 'allow' })
  })
})
