import { useMutation } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import type { ListRequest } from '../lib/filters'
import { isoDay } from '../lib/format'
import { downloadFile } from '../lib/transfer'

export type ExportFormat = 'csv' | 'xlsx' | 'pdf'

export type ExportRequest = { format: ExportFormat; columns: string[] } & Partial<Omit<ListRequest, 'page' | 'pageSize'>>

/** The answer is the file itself; failures come as the JSON envelope. */
export const exportPeople = (req: ExportRequest) => downloadFile('/api/people/export', req, `people-${isoDay(new Date())}.${req.format}`)

export function useExportPeople() {
  return useMutation({
    mutationFn: exportPeople,
    onSuccess: ({ filename }) => toast.success(`Downloaded ${filename}`),
  })
}
