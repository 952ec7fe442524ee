import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ApiData } from '@/api'
import { ApiError, api } from '@/lib/api-client'
import { getFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { invalidateWithAudit, orgKeys } from '@/lib/query-keys'
import { POLL_MS, downloadPath, inProgress, type DataExport } from '../lib/data-export'

/** POST /api/organization/export/list — the church's exports, newest first (its super admin only). */
export const listExports = async () => (await api.post<ApiData<'/api/organization/export/list'>>('/api/organization/export/list', {})).responseData.items ?? []

export const exportsQuery = (orgId: number) =>
  queryOptions({
    queryKey: orgKeys.exports(orgId),
    queryFn: listExports,
    // A refusal (403: not the super admin) is final; ask again only on a network or server failure.
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 2,
    refetchInterval: (q) => (inProgress(q.state.data) ? POLL_MS : false),
  })

export function useExports() {
  return useQuery(exportsQuery(useOrg().orgId))
}

/** POST /api/organization/export/create — 202, the export queued (409 while one is in progress). */
export function useStartExport() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    // The document types the 202 answer apart from the 200s ApiData reads: it is the same Export.
    mutationFn: async () => (await api.post<DataExport>('/api/organization/export/create', {})).responseData,
    onSuccess: (e) => {
      qc.setQueryData<DataExport[]>(orgKeys.exports(orgId), (old) => [e, ...(old ?? []).filter((o) => o.id !== e.id)])
      toast.success('The export is being prepared')
    },
    onSettled: () => invalidateWithAudit(qc, orgId, orgKeys.exports(orgId)),
  })
}

/** GET /api/organization/export/{id}/download — the ZIP, with the bearer token (an <a href> cannot send it). */
export function useDownloadExport() {
  const { shortName } = useOrg()
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await getFile(downloadPath(id), `${shortName}-export-${id}.zip`)
      saveBlob(file.blob, file.filename)
      return file
    },
  })
}
