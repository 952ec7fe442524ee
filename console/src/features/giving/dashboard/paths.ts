// Paths of the giving pages this part builds (spec §2), and the ledger's pages they link to.
export const GIVING_PAGES = {
  dashboard: '/product/generosity/dashboard',
  numbers: '/product/generosity/reportingbynumbers',
  donors: '/product/generosity/reportingbydonors',
  statements: '/product/generosity/contributionstatements',
  contributions: '/product/generosity/contributions',
  expiringCards: '/product/generosity/membersexpiringcards',
  otherWays: '/product/generosity/otherwaystogive',
} as const
