// Browser-level duties from spec §1/§2: the page title of the onboarding host (https: the kit's httpsRedirectTarget).

export const BRAND = 'Congregate'

/** "Congregate | Pricing and Planning". */
export function pageTitle(page: string): string {
  return `${BRAND} | ${page}`
}
