import { useCurrentProfile } from './current-profile'

/**
 * The signed-in user as the organisation pages need them: their person id (to spare them from
 * locking themselves out) and whether they may change things (organization write) or only look.
 */
export function useAccess() {
  const profile = useCurrentProfile()
  const perms = profile.userRolesAndPermissions
  return {
    me: profile.userId,
    isSuperAdmin: !!perms.isSuperAdmin,
    canWrite: !!perms.isSuperAdmin || (perms.organization ?? []).includes('write'),
    /** Leadership & directory calls the people API. */
    canReadPeople: !!perms.isSuperAdmin || (perms.people ?? []).length > 0,
    canWritePeople: !!perms.isSuperAdmin || (perms.people ?? []).includes('write'),
  }
}
