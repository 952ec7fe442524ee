import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { UserProfile } from '@/lib/current-profile'
import { profileKeys } from '@/lib/query-keys'

export type { UserProfile } from '@/lib/current-profile'

export const getProfile = async () => (await api.post<UserProfile>('/api/user/profile', {})).responseData

// The key names the church and the user: a cached profile never leaks across either.
export const profileQuery = (orgId: number, userId: number) =>
  queryOptions({
    queryKey: profileKeys.user(orgId, userId),
    queryFn: getProfile,
    staleTime: 60_000,
    retry: (n, err) => n < 1 && !(err instanceof Error && 'status' in err && (err as { status: number }).status < 500),
  })

export function useProfile(orgId: number, userId: number | undefined) {
  return useQuery({ ...profileQuery(orgId, userId ?? 0), enabled: !!userId })
}
