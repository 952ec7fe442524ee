import { api } from '@/lib/api-client'
import type { RoleUser } from './types'
import { useRoleMutation } from './save-role'

/** POST /api/roles/admin-access — disabling ends the person's sessions at once. */
export const setAdminAccess = (body: { personId: number; enabled: boolean }) => api.post<RoleUser>('/api/roles/admin-access', body)

/** POST /api/roles/enable-account — reactivates the account and clears a sign-in lock-out. */
export const enableAccount = (personId: number) => api.post<RoleUser>('/api/roles/enable-account', { personId })

export const useSetAdminAccess = () => useRoleMutation(setAdminAccess, 'Admin access changed')
export const useEnableAccount = () => useRoleMutation(enableAccount, 'Account enabled')
