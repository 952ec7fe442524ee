// Browser-level duties from spec §1/§2: https and the page title of the onboarding host.

export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase()
  return h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '[::1]' || h === '::1'
}

/** The https URL to go to, or null when the page may stay where it is (https, or a dev host). */
export function httpsRedirectTarget(loc: Pick<Location, 'protocol' | 'hostname' | 'host' | 'pathname' | 'search' | 'hash'>): string | null {
  if (loc.protocol !== 'http:' || isLocalHost(loc.hostname)) return null
  return `https://${loc.host}${loc.pathname}${loc.search}${loc.hash}`
}

export const BRAND = 'Congregate'

/** "Congregate | Pricing and Planning". */
export function pageTitle(page: string): string {
  return `${BRAND} | ${page}`
}
