import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { toExportQuery, type AuditFilters } from '@/lib/audit-filters'
import { today } from '@/lib/format'
import { auditKeys } from '@/lib/query-keys'

/** GET /api/audit/export.csv — every matching row, newest first; the export is itself audited. */
export async function exportAudit(filters: AuditFilters, shortName: string) {
  const qs = toExportQuery(filters)
  const file = await getFile(`/api/audit/export.csv${qs ? `?${qs}` : ''}`, `${shortName}-audit-${today()}.csv`)
  saveBlob(file.blob, file.filename)
  return file
}

export function useExportAudit() {
  const { orgId, shortName } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (f: AuditFilters) => exportAudit(f, shortName),
    onSuccess: (file) => {
      qc.invalidateQueries({ queryKey: auditKeys.all(orgId) })
      toast.success(`Exported ${file.filename}`)
    },
  })
}
