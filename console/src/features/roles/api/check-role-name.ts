import { api } from '@/lib/api-client'

/** POST /api/roles/check — is the name free (ignoring case)? */
export const checkRoleName = async (name: string, excludeId?: number) =>
  (await api.post<{ available: boolean }>('/api/roles/check', excludeId ? { name, excludeId } : { name })).responseData.available
