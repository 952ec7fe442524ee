import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { OrgInfo } from '@/lib/org'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { SystemSettings } from './types'

export type SystemSettingsUpdate = Partial<Omit<SystemSettings, 'sessionTimeoutMs'>>

/** POST /api/organization/system-settings/update — answers organisation info (and its systemSettings). */
export const updateSystemSettings = (body: SystemSettingsUpdate) => api.post<OrgInfo>('/api/organization/system-settings/update', body)

export function useUpdateSystemSettings() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (env) => {
      cache.applyOrgInfo(env.responseData)
      cache.qc.setQueryData(orgKeys.systemSettings(cache.orgId), env.responseData.systemSettings)
      cache.invalidate()
      toast.success(env.responseMessage || 'System settings saved')
    },
  })
}
