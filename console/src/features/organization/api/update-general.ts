import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { OrgInfo } from '@/lib/org'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import type { GeneralInfo } from './types'

export type GeneralUpdate = Partial<Omit<GeneralInfo, 'shortName'>>

/** POST /api/organization/general/update — answers the new organisation info. */
export const updateGeneral = (body: GeneralUpdate) => api.post<OrgInfo>('/api/organization/general/update', body)

export function useUpdateGeneral() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: updateGeneral,
    onSuccess: (env) => {
      cache.applyOrgInfo(env.responseData)
      cache.invalidate()
      toast.success(env.responseMessage || 'Organisation details saved')
    },
  })
}
