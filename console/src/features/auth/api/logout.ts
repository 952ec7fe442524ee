import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { notifySessionChanged } from '@/lib/session'
import { clearAllSpecKeys } from '@/lib/storage'
import { dashboardKeys, profileKeys } from '@/lib/query-keys'

export const logout = () => api.post<unknown>('/api/auth/logout', {})

/**
 * Revokes the server session, then clears every spec storage key (§4) whatever the server said:
 * a user who clicked Logout must end up signed out.
 */
export function useLogout() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    meta: { errorToast: false },
    onSettled: () => {
      clearAllSpecKeys()
      qc.removeQueries({ queryKey: profileKeys.all })
      qc.removeQueries({ queryKey: dashboardKeys.all })
      notifySessionChanged()
    },
  })
}
