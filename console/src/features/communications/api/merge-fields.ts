// POST /api/communications/merge-fields: the merge fields a message may use, with their labels.
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { communicationsKeys } from '@/lib/query-keys'
import type { MergeField } from './types'

export function useMergeFields() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: communicationsKeys.mergeFields(orgId),
    queryFn: async () => (await api.post<MergeField[]>('/api/communications/merge-fields', {})).responseData ?? [],
    staleTime: Infinity,
  })
}
