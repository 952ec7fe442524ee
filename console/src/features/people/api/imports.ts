// Import: upload → map columns → validate (preview) → process in the worker, polled for progress.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiData, Narrow } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { ColumnMapping, DateFormat } from '../lib/import-mapping'
import { postFile, postForm, saveBlob } from '@/lib/api-files'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

/** imports.Uploaded: the file's columns and sample rows, the server's mapping and the fields to map to. */
export type UploadedImport = ApiData<'/api/people/import/upload'>

export type RowProblem = ApiData<'/api/people/import/validate'>['errors'][number]

export type ValidationResult = Narrow<ApiData<'/api/people/import/validate'>, {
  /** The first records as map[string]any rows in Go. */
  preview: ({ row: number } & Record<string, string | number | null>)[]
}>

export type ImportStatus = ApiData<'/api/people/import/status'>

export type ImportState = ImportStatus['status']

export function uploadImport({ file, onProgress }: { file: File; onProgress?: (pct: number) => void }) {
  const form = new FormData()
  form.append('file', file, file.name)
  return postForm<UploadedImport>('/api/people/import/upload', form, onProgress)
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport })
}

export const validateImport = (body: { importId: number; mapping: ColumnMapping; dateFormat?: DateFormat }) => api.post<ValidationResult>('/api/people/import/validate', body)

export function useValidateImport() {
  return useMutation({ mutationFn: validateImport })
}

/** skipBadRows imports the good rows of a file with errors; without it the import is all or nothing. */
export const processImport = ({ importId, skipBadRows }: { importId: number; skipBadRows?: boolean }) =>
  api.post<ApiData<'/api/people/import/process'>>('/api/people/import/process', skipBadRows ? { importId, skipBadRows } : { importId })

export function useProcessImport() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: processImport,
    onSuccess: (_env, req) => qc.invalidateQueries({ queryKey: peopleKeys.importStatus(orgId, req.importId) }),
  })
}

/** Saves the rows with errors as a CSV to fix: the uploaded columns plus Errors. */
export async function downloadBadRows(importId: number) {
  const f = await postFile('/api/people/import/bad-rows', { importId }, 'rows-to-fix.csv')
  saveBlob(f.blob, f.filename)
}

export function useDownloadBadRows() {
  return useMutation({ mutationFn: downloadBadRows })
}

const RUNNING: ImportState[] = ['queued', 'processing']

/** Polls every second while the worker runs the import (docs/people-api.md). */
export function useImportStatus(importId: number | null, poll: boolean) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: peopleKeys.importStatus(orgId, importId ?? 0),
    queryFn: async () => (await api.post<ImportStatus>('/api/people/import/status', { importId })).responseData,
    enabled: !!importId,
    refetchInterval: (q) => (poll && (!q.state.data || RUNNING.includes(q.state.data.status)) ? 1000 : false),
  })
}

export function useImports(req: { page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.imports(orgId), 'list', req],
    queryFn: async () => (await api.post<Page<ImportStatus>>('/api/people/import/list', req)).responseData,
  })
}
