import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'
import type { SocialMedia } from './types'

/** POST /api/organization/social-media/get */
export const getSocialMedia = async () => (await api.post<SocialMedia>('/api/organization/social-media/get', {})).responseData

export const socialMediaQuery = (orgId: number) => queryOptions({ queryKey: orgKeys.socialMedia(orgId), queryFn: getSocialMedia, staleTime: 30_000 })

export function useSocialMedia() {
  return useQuery(socialMediaQuery(useOrg().orgId))
}
