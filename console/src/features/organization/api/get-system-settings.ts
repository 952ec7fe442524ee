import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'
import type { SystemSettings } from './types'

/** POST /api/organization/system-settings/get (spec "global system settings get"). */
export const getSystemSettings = async () => (await api.post<SystemSettings>('/api/organization/system-settings/get', {})).responseData

export const systemSettingsQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.systemSettings(orgId), queryFn: getSystemSettings, staleTime: 30_000 })

export function useSystemSettings() {
  return useQuery(systemSettingsQuery(useOrg().orgId))
}
