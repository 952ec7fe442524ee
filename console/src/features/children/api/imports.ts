// The children import (docs/children-api.md "Import"; key children): upload, preview, process (the
// worker adds the children), status while it runs, and the rows that could not be imported.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiData } from '@/api'
import { api } from '@/lib/api-client'
import { getFile, postForm, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'

export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'gender'
  | 'parentEmail'
  | 'parentMobile'
  | 'parentFirstName'
  | 'parentLastName'
  | 'classroom'
  | 'grade'
  | 'allergies'
  | 'allergyNotes'
  | 'medicalNotes'
export type ImportMapping = Partial<Record<ImportField, string>>

export type ImportUpload = Omit<ApiData<'/api/children/imports/upload'>, 'mapping'> & { mapping: ImportMapping }
export type ImportPreview = ApiData<'/api/children/imports/preview'>
export type ImportStatus = ApiData<'/api/children/imports/status'>

const IMPORT = '/api/children/imports'
const post = async <T>(path: string, body: unknown = {}) => (await api.post<T>(path, body)).responseData

/** Query keys of the import (lib/query-keys style: church first). */
export const childrenImportKeys = {
  all: (orgId: number) => ['children', orgId] as const,
  status: (orgId: number, id: number) => ['children', orgId, 'imports', id] as const,
}

export function uploadChildren({ file, onProgress }: { file: File; onProgress?: (pct: number) => void }) {
  const form = new FormData()
  form.append('file', file, file.name)
  return postForm<ImportUpload>(`${IMPORT}/upload`, form, onProgress)
}

export const useUploadChildren = () => useMutation({ mutationFn: uploadChildren })

export const usePreviewChildrenImport = () =>
  useMutation({ mutationFn: (b: { importId: number; mapping: ImportMapping }) => post<ImportPreview>(`${IMPORT}/preview`, b) })

export function useProcessChildrenImport() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (b: { importId: number; mapping: ImportMapping }) => post<{ importId: number }>(`${IMPORT}/process`, b),
    onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: childrenImportKeys.status(orgId, b.importId) }),
  })
}

/**
 * Polls every second while the worker runs the import. When it is done, the other children
 * queries are fetched again (not this one: invalidating it from its own fetch would cancel it).
 */
export function useChildrenImportStatus(importId: number) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  const key = childrenImportKeys.status(orgId, importId)
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const s = await post<ImportStatus>(`${IMPORT}/status`, { importId })
      if (s.status === 'done') {
        void qc.invalidateQueries({ queryKey: childrenImportKeys.all(orgId), predicate: (q) => q.queryKey.length !== key.length || q.queryKey[3] !== importId })
      }
      return s
    },
    enabled: importId > 0,
    refetchInterval: (q) => (!q.state.data || q.state.data.status === 'queued' || q.state.data.status === 'processing' ? 1000 : false),
  })
}

export async function downloadChildrenBadRows(importId: number) {
  const f = await getFile(`${IMPORT}/bad-rows/${importId}`, 'children-to-fix.csv')
  saveBlob(f.blob, f.filename)
}
