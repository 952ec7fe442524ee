import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { useSession } from '@/lib/session'
import { toast } from '@congregate/ui'
import type { ApiBody, ApiData, Sent } from '@/api'
import { peopleKeys, profileKeys } from '@/lib/query-keys'

export type RecordsPerPageInput = Sent<ApiBody<'/api/user/records-per-page'>, 'newRecordsListPerPage'>

export const updateRecordsPerPage = (input: RecordsPerPageInput) => api.post<ApiData<'/api/user/records-per-page'>>('/api/user/records-per-page', input)

/** Spec §3 "records-per-page update"; on failure the server's message shows (§8). */
export function useUpdateRecordsPerPage() {
  const { orgId } = useOrg()
  const { user } = useSession()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (n: number) => updateRecordsPerPage({ orgId, adminUserId: user?.userId ?? 0, userId: user?.userId ?? 0, newRecordsListPerPage: n }),
    onSuccess: (env) => {
      toast.success(env.responseMessage || `Showing ${env.responseData.recordsPerPage} records per page`)
      // The profile carries recordsPerPage: refresh it, then the list with the new size.
      qc.invalidateQueries({ queryKey: profileKeys.church(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}
