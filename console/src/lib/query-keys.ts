import type { QueryClient, QueryKey } from '@tanstack/react-query'

// Every TanStack Query key of the console, in one place. Each starts with the domain and the
// church (orgId): a cached answer never crosses churches, and a mutation invalidates exactly the
// lists it changed (a prefix invalidates everything under it).
export const orgInfoKeys = {
  host: (host: string) => ['org-info', host] as const,
}

export const profileKeys = {
  all: ['profile'] as const,
  church: (orgId: number) => ['profile', orgId] as const,
  user: (orgId: number, userId: number) => ['profile', orgId, userId] as const,
}

export const authKeys = {
  resetToken: (orgId: number, tokenType: string, token: string) => ['reset-token', orgId, tokenType, token] as const,
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  default: (orgId: number) => ['dashboard', orgId, 'default'] as const,
}

export const peopleKeys = {
  all: (orgId: number) => ['people', orgId] as const,
  lists: (orgId: number) => ['people', orgId, 'list'] as const,
  list: (orgId: number, req: unknown) => ['people', orgId, 'list', req] as const,
  search: (orgId: number, req: unknown) => ['people', orgId, 'search', req] as const,
  persons: (orgId: number) => ['people', orgId, 'person'] as const,
  person: (orgId: number, id: number) => ['people', orgId, 'person', id] as const,
  photo: (orgId: number, url: string) => ['people', orgId, 'photo', url] as const,
  notes: (orgId: number, personId: number) => ['people', orgId, 'person', personId, 'notes'] as const,
  savedLists: (orgId: number) => ['people', orgId, 'saved-lists'] as const,
  customFields: (orgId: number) => ['people', orgId, 'custom-fields'] as const,
  followUps: (orgId: number) => ['people', orgId, 'follow-ups'] as const,
  households: (orgId: number) => ['people', orgId, 'households'] as const,
  duplicates: (orgId: number) => ['people', orgId, 'duplicates'] as const,
  names: (orgId: number, kind: string) => ['people', orgId, 'names', kind] as const,
  groups: (orgId: number) => ['people', orgId, 'groups'] as const,
  groupUsers: (orgId: number, groupId: number) => ['people', orgId, 'groups', groupId, 'users'] as const,
  serviceUnits: (orgId: number) => ['people', orgId, 'service-units'] as const,
  unitMembers: (orgId: number, unitId: number) => ['people', orgId, 'service-units', unitId, 'members'] as const,
  fellowship: (orgId: number) => ['people', orgId, 'house-fellowship'] as const,
  celebrations: (orgId: number, req: unknown) => ['people', orgId, 'celebrations', req] as const,
  attendance: (orgId: number) => ['people', orgId, 'attendance'] as const,
  weeklyDates: (orgId: number, req: unknown) => ['people', orgId, 'weekly-dates', req] as const,
  dashboard: (orgId: number) => ['people', orgId, 'dashboard'] as const,
  settings: (orgId: number) => ['people', orgId, 'settings'] as const,
  imports: (orgId: number) => ['people', orgId, 'imports'] as const,
  importStatus: (orgId: number, id: number) => ['people', orgId, 'imports', id] as const,
}

export const orgKeys = {
  all: (orgId: number) => ['organization', orgId] as const,
  overview: (orgId: number) => ['organization', orgId, 'overview'] as const,
  socialMedia: (orgId: number) => ['organization', orgId, 'social-media'] as const,
  messaging: (orgId: number) => ['organization', orgId, 'messaging'] as const,
  systemSettings: (orgId: number) => ['organization', orgId, 'system-settings'] as const,
  tooltips: (orgId: number) => ['organization', orgId, 'tooltips'] as const,
  qrCodes: (orgId: number) => ['organization', orgId, 'qrcodes'] as const,
  qrPreview: (orgId: number, target: string, url: string) => ['organization', orgId, 'qrcodes', 'preview', target, url] as const,
  leaders: (orgId: number) => ['organization', orgId, 'leaders'] as const,
  leaderSearch: (orgId: number, q: string) => ['organization', orgId, 'leaders', 'search', q] as const,
  exports: (orgId: number) => ['organization', orgId, 'exports'] as const,
}

export const roleKeys = {
  all: (orgId: number) => ['roles', orgId] as const,
  permissions: (orgId: number) => ['roles', orgId, 'permissions'] as const,
  list: (orgId: number, q: string) => ['roles', orgId, 'list', q] as const,
  role: (orgId: number, id: number) => ['roles', orgId, 'role', id] as const,
  users: (orgId: number, req: unknown) => ['roles', orgId, 'users', req] as const,
  personSearch: (orgId: number, q: string) => ['roles', orgId, 'search', q] as const,
  administrator: (orgId: number, personId: number) => ['roles', orgId, 'administrator', personId] as const,
}

export const auditKeys = {
  all: (orgId: number) => ['audit', orgId] as const,
  list: (orgId: number, req: unknown) => ['audit', orgId, 'list', req] as const,
  events: (orgId: number) => ['audit', orgId, 'events'] as const,
}

// Communications' lists (features/communications): contact groups, media vault, smart keywords,
// the do-not-contact list, automated greetings.
export const commsListKeys = {
  contactGroups: (orgId: number) => ['communications', orgId, 'contact-groups'] as const,
  contactGroupList: (orgId: number, req: unknown) => ['communications', orgId, 'contact-groups', 'list', req] as const,
  contactGroupMembers: (orgId: number, groupId: number, req: unknown) => ['communications', orgId, 'contact-groups', groupId, 'members', req] as const,
  media: (orgId: number) => ['communications', orgId, 'media'] as const,
  mediaList: (orgId: number, req: unknown) => ['communications', orgId, 'media', 'list', req] as const,
  keywords: (orgId: number) => ['communications', orgId, 'keywords'] as const,
  doNotContact: (orgId: number) => ['communications', orgId, 'do-not-contact'] as const,
  doNotContactList: (orgId: number, req: unknown) => ['communications', orgId, 'do-not-contact', 'list', req] as const,
  doNotContactHistory: (orgId: number, address: string) => ['communications', orgId, 'do-not-contact', 'history', address] as const,
  greetings: (orgId: number) => ['communications', orgId, 'greetings'] as const,
  greetingTemplates: (orgId: number) => ['communications', orgId, 'greetings', 'templates'] as const,
  greetingHistory: (orgId: number, req: unknown) => ['communications', orgId, 'greetings', 'history', req] as const,
}

/** Every change writes an audit entry, so the audit list is stale after any of them. */
export function invalidateWithAudit(qc: QueryClient, orgId: number, ...keys: QueryKey[]) {
  for (const queryKey of [...keys, auditKeys.all(orgId)]) qc.invalidateQueries({ queryKey })
}

export const communicationsKeys = {
  all: (orgId: number) => ['communications', orgId] as const,
  quote: (orgId: number, req: unknown) => ['communications', orgId, 'quote', req] as const,
  lists: (orgId: number) => ['communications', orgId, 'list'] as const,
  list: (orgId: number, req: unknown) => ['communications', orgId, 'list', req] as const,
  one: (orgId: number, id: number) => ['communications', orgId, 'one', id] as const,
  recipients: (orgId: number, id: number, req: unknown) => ['communications', orgId, 'one', id, 'recipients', req] as const,
  mergeFields: (orgId: number) => ['communications', orgId, 'merge-fields'] as const,
  audience: (orgId: number, kind: string, q: string) => ['communications', orgId, 'audience', kind, q] as const,
  media: (orgId: number, req: unknown) => ['communications', orgId, 'media', req] as const,
}

export const creditsKeys = {
  all: (orgId: number) => ['credits', orgId] as const,
  balance: (orgId: number) => ['credits', orgId, 'balance'] as const,
  ledger: (orgId: number, req: unknown) => ['credits', orgId, 'ledger', req] as const,
  purchases: (orgId: number, req: unknown) => ['credits', orgId, 'purchases', req] as const,
  /** Bought credits (organization/credits/purchases): card, new card, cheque, auto-recharge. */
  orders: (orgId: number, req: unknown) => ['credits', orgId, 'orders', req] as const,
  quote: (orgId: number, credits: number) => ['credits', orgId, 'quote', credits] as const,
  autoRecharge: (orgId: number) => ['credits', orgId, 'auto-recharge'] as const,
}

// Billing (features/billing, components/payment-cards): the church's subscription, invoices and
// cards on file. A payment changes the summary, the invoices and possibly the lock-down (the org info).
export const billingKeys = {
  all: (orgId: number) => ['billing', orgId] as const,
  summary: (orgId: number) => ['billing', orgId, 'summary'] as const,
  invoices: (orgId: number) => ['billing', orgId, 'invoices'] as const,
  invoiceList: (orgId: number, req: unknown) => ['billing', orgId, 'invoices', 'list', req] as const,
  invoice: (orgId: number, id: number) => ['billing', orgId, 'invoices', 'one', id] as const,
  cards: (orgId: number) => ['billing', orgId, 'cards'] as const,
  /** A SetupIntent for one add-card form; dropped when the form closes (gcTime 0). */
  cardSetup: (orgId: number) => ['billing', orgId, 'card-setup'] as const,
}

// Giving's ledger (features/giving: codes, contributions, batches, campaigns, pledges, settings,
// import, merchant account). Every gift change invalidates `all` (the dashboard and reports hang off it too).
export const givingKeys = {
  all: (orgId: number) => ['giving', orgId] as const,
  codes: (orgId: number, includeInactive: boolean) => ['giving', orgId, 'codes', includeInactive] as const,
  availableCodes: (orgId: number) => ['giving', orgId, 'codes', 'available'] as const,
  contributions: (orgId: number, req: unknown) => ['giving', orgId, 'contributions', req] as const,
  recent: (orgId: number) => ['giving', orgId, 'recent'] as const,
  batches: (orgId: number, req: unknown) => ['giving', orgId, 'batches', req] as const,
  batch: (orgId: number, id: number) => ['giving', orgId, 'batch', id] as const,
  campaigns: (orgId: number) => ['giving', orgId, 'campaigns'] as const,
  pledges: (orgId: number, req: unknown) => ['giving', orgId, 'pledges', req] as const,
  settings: (orgId: number) => ['giving', orgId, 'settings'] as const,
  importStatus: (orgId: number, id: number) => ['giving', orgId, 'import', id] as const,
  merchant: (orgId: number) => ['giving', orgId, 'merchant-account'] as const,
}

// Giving's dashboard, reports, statements, expiring cards and other ways to give: under the
// ledger's givingKeys.all, so a change to any gift refetches every total and report too.
export const givingReportKeys = {
  all: (orgId: number) => ['giving', orgId, 'reports'] as const,
  dashboard: (orgId: number) => ['giving', orgId, 'reports', 'dashboard'] as const,
  numbers: (orgId: number, req: unknown) => ['giving', orgId, 'reports', 'numbers', req] as const,
  donors: (orgId: number, req: unknown) => ['giving', orgId, 'reports', 'donors', req] as const,
  person: (orgId: number, req: unknown) => ['giving', orgId, 'reports', 'person', req] as const,
  statementPreview: (orgId: number, req: unknown) => ['giving', orgId, 'reports', 'statement-preview', req] as const,
  runs: (orgId: number) => ['giving', orgId, 'reports', 'runs'] as const,
  runList: (orgId: number, req: unknown) => ['giving', orgId, 'reports', 'runs', 'list', req] as const,
  run: (orgId: number, id: number) => ['giving', orgId, 'reports', 'runs', id] as const,
  otherWays: (orgId: number) => ['giving', orgId, 'reports', 'other-ways'] as const,
  expiringCards: (orgId: number, req: unknown) => ['giving', orgId, 'reports', 'expiring-cards', req] as const,
}

/** The public giving page (no session). */
export const giveKeys = {
  page: (orgId: number) => ['give', orgId, 'page'] as const,
}
