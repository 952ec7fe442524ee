// Browser-level duties both apps share (spec §1): a page on plain http moves to https, except on
// a development host.

export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase()
  return h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '[::1]' || h === '::1'
}

/** The https URL to go to, or null when the page may stay where it is (https, or a dev host). */
export function httpsRedirectTarget(loc: Pick<Location, 'protocol' | 'hostname' | 'host' | 'pathname' | 'search' | 'hash'>): string | null {
  if (loc.protocol !== 'http:' || isLocalHost(loc.hostname)) return null
  return `https://${loc.host}${loc.pathname}${loc.search}${loc.hash}`
}
