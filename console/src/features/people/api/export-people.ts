import { useMutation } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ListRequest } from '../lib/filters'
import { isoDay } from '../lib/format'
import { postFile, saveBlob } from '@/lib/api-files'

export type ExportFormat = 'csv' | 'xlsx' | 'pdf'

export type ExportRequest = { format: ExportFormat; columns: string[] } & Partial<Omit<ListRequest, 'page' | 'pageSize'>>

/** The answer is the file itself; failures come as the JSON envelope. */
export async function exportPeople(req: ExportRequest) {
  const file = await postFile('/api/people/export', req, `people-${isoDay(new Date())}.${req.format}`)
  saveBlob(file.blob, file.filename)
  return file
}

export function useExportPeople() {
  return useMutation({
    mutationFn: exportPeople,
    onSuccess: ({ filename }) => toast.success(`Downloaded ${filename}`),
  })
}
