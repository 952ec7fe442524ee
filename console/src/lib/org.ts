// Organisation info (spec §3) — loaded once per page load; every screen needs it (orgId in auth
// calls, logo, colours, lock-down flags).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { api } from './api-client'
import { STORAGE_KEYS, writeJSON } from './storage'
import { orgInfoKeys } from './query-keys'

export interface FavIcon {
  url: string
  size?: string
  type?: string
}

export interface ColorTheme {
  primary?: string
  secondary?: string
}

export interface OrgInfo {
  orgId: number
  shortName: string
  fullName: string
  email?: string
  website?: string
  logo?: string
  favIcons?: FavIcon[]
  colorThemes?: ColorTheme[]
  products: string[]
  systemSettings: Record<string, unknown>
  supportResourcesSettings?: Record<string, unknown>
  isCustomUrlEnabled?: boolean
  dedicatedUrlAdmin?: string
  termsOfService?: string
  accountType?: { isLockDown?: boolean; isHide?: boolean }
  billingStatus?: { isLockDown?: boolean }
}

/** Spec §2: admin pages render only once org info holds orgId, products and systemSettings. */
export function isOrgReady(o: Partial<OrgInfo> | null | undefined): o is OrgInfo {
  return !!o && typeof o.orgId === 'number' && o.orgId > 0 && Array.isArray(o.products) && !!o.systemSettings && typeof o.systemSettings === 'object'
}

/** Keeps the spec's storage keys (§3) in step with the organisation info. */
function rememberOrgInfo(org: OrgInfo): void {
  writeJSON(STORAGE_KEYS.systemSettings, org.systemSettings ?? {})
  writeJSON(STORAGE_KEYS.supportResourcesSettings, org.supportResourcesSettings ?? {})
  writeJSON(STORAGE_KEYS.productList, org.products ?? [])
}

/**
 * The organisation info the tenant API put in the page (<script type="application/json"
 * id="congregate-org">, tenantapi/app.go withHead): with it the first render needs no request.
 * Absent (the Vite dev server) or not ready: null, and the query asks the API as before.
 */
export function readPageOrgInfo(doc: Document = document): OrgInfo | null {
  const text = doc.getElementById('congregate-org')?.textContent
  if (!text) return null
  try {
    const org: unknown = JSON.parse(text)
    return isOrgReady(org as Partial<OrgInfo>) ? (org as OrgInfo) : null
  } catch {
    return null
  }
}

export async function getOrgInfo(host: string): Promise<OrgInfo> {
  const env = await api.get<OrgInfo>(`/api/org/info?domain=${encodeURIComponent(host)}`, { auth: false })
  const org = env.responseData
  rememberOrgInfo(org)
  return org
}

export const orgInfoQuery = (host: string) =>
  queryOptions({
    queryKey: orgInfoKeys.host(host),
    queryFn: () => getOrgInfo(host),
    staleTime: 5 * 60_000,
    retry: 1,
  })

/**
 * Puts organisation info a mutation answered with (docs/organization-api.md) into the cache: the
 * theme, logo, favicon and name follow at once, with no reload.
 */
export function setOrgInfo(qc: QueryClient, org: OrgInfo, host: string = window.location.host): void {
  if (!isOrgReady(org)) return
  rememberOrgInfo(org)
  qc.setQueryData(orgInfoQuery(host).queryKey, org)
}

export function useOrgInfo() {
  return useQuery(orgInfoQuery(window.location.host))
}

/** For components below the org gate: the info is known to be loaded. */
export function useOrg(): OrgInfo {
  const { data } = useOrgInfo()
  if (!isOrgReady(data)) throw new Error('useOrg used outside the organisation gate')
  return data
}
