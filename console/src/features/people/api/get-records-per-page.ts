import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { useSession } from '@/lib/session'
import { profileKeys } from '@/lib/query-keys'

// The signed-in user's records per page lives in their profile (docs/api.md /api/user/profile).
// Same key as the session's profile query, so this reads the cached profile and never fetches twice.
export function useRecordsPerPage() {
  const { orgId } = useOrg()
  const { user } = useSession()
  return useQuery({
    queryKey: profileKeys.user(orgId, user?.userId ?? 0),
    queryFn: async () => (await api.post<{ recordsPerPage?: number }>('/api/user/profile', {})).responseData,
    select: (p) => p.recordsPerPage ?? 20,
    enabled: !!user,
    staleTime: 60_000,
  })
}
