import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { OrgInfo } from '@/lib/org'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import type { LogoType } from './types'

/** POST /api/organization/logo/delete — answers organisation info (initials or the generated favicon). */
export const deleteLogo = (logoType: LogoType) => api.post<OrgInfo>('/api/organization/logo/delete', { logoType })

export function useDeleteLogo() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: (env) => {
      cache.applyOrgInfo(env.responseData)
      cache.invalidate()
      toast.success(env.responseMessage || 'Logo removed')
    },
  })
}
