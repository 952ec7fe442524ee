// POST /api/communications/media/list: the media vault, for MMS pictures.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import type { Media, Page } from './types'

export interface MediaRequest {
  kind?: Media['kind']
  page: number
  pageSize: number
}

export function useMediaList(req: MediaRequest, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.media(orgId, req),
    queryFn: async () => (await api.post<Page<Media>>('/api/communications/media/list', req)).responseData,
    placeholderData: keepPreviousData,
    enabled,
  })
}
