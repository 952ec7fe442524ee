import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'

/** Whether the signed-in user holds The Word's key, and may change things (livestreamSermons write). */
export function useWordAccess() {
  const perms = useCurrentProfile().userRolesAndPermissions
  return {
    canRead: canOpen(perms, 'livestreamSermons'),
    canWrite: !!perms.isSuperAdmin || (perms.livestreamSermons ?? []).includes('write'),
  }
}
