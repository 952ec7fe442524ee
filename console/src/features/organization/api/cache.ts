// What every organisation mutation does to the cache. Every change writes an audit entry, so the
// audit list is stale after any of them.
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { setOrgInfo, useOrg, type OrgInfo } from '@/lib/org'
import { invalidateWithAudit, orgKeys } from '@/lib/query-keys'

export function useOrgCache() {
  const qc = useQueryClient()
  const { orgId } = useOrg()
  return {
    orgId,
    qc,
    /** Calls that change organisation info answer with it: the theme, logo and name follow at once. */
    applyOrgInfo(info: OrgInfo) {
      setOrgInfo(qc, info)
      qc.invalidateQueries({ queryKey: orgKeys.overview(orgId) })
    },
    invalidate(...keys: QueryKey[]) {
      invalidateWithAudit(qc, orgId, ...keys)
    },
  }
}
