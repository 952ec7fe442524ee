import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { SocialMedia } from './types'

/** POST /api/organization/social-media/update — omitted = unchanged, "" = cleared. */
export const updateSocialMedia = (body: Partial<SocialMedia>) => api.post<SocialMedia>('/api/organization/social-media/update', body)

export function useUpdateSocialMedia() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: updateSocialMedia,
    onSuccess: (env) => {
      cache.qc.setQueryData(orgKeys.socialMedia(cache.orgId), env.responseData)
      cache.invalidate(orgKeys.overview(cache.orgId))
      toast.success(env.responseMessage || 'Social media saved')
    },
  })
}
