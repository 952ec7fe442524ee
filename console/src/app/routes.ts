// THE route table of the console (spec §2). Every guarded route is listed with its permission key.
// A module that is not built yet has no `page`: its route still runs the guard, then shows the
// 404 page. Building a module = adding `page` (and `nav` for its entry point) here.
import { matchPath } from 'react-router-dom'
import type { PermissionKey } from '@/lib/authorization'
import { preloadable, type Preloadable } from '@/lib/preloadable'

/** A route's page, fetched on first render — or before it, by preload (see preloadPage). */
export type PageComponent = Preloadable

const page = preloadable

export type NavIcon = 'dashboard' | 'people' | 'organization' | 'sermons' | 'shop' | 'prayer' | 'giving' | 'children' | 'messages' | 'followup' | 'calendar' | 'billing'

export interface GuardedRoute {
  /** react-router path; spec `{id}` segments become `:id`; `&` stays verbatim. */
  path: string
  key: PermissionKey
  page?: PageComponent
  /** Sidenav entry; shown only when the route has a page and the user may open it. */
  nav?: { label: string; icon: NavIcon; order: number }
}

export { PUBLIC_PATHS } from '@/lib/paths'

const DashboardPage = page(() => import('@/features/dashboard/routes/DashboardPage'))

function under(prefix: string, key: PermissionKey, subpaths: string[]): GuardedRoute[] {
  return subpaths.map((s) => ({ path: `${prefix}/${s}`, key }))
}

function at(key: PermissionKey, paths: string[]): GuardedRoute[] {
  return paths.map((path) => ({ path, key }))
}

// [people] routes of spec §2 → their pages (features/people/routes).
const PEOPLE_PAGES: [string, PageComponent][] = [
  ['listing', page(() => import('@/features/people/routes/ListingPage'))],
  ['listing/view-people', page(() => import('@/features/people/routes/ViewPersonPage'))],
  ['merge-accounts', page(() => import('@/features/people/routes/MergeAccountsPage'))],
  ['membershiptypes', page(() => import('@/features/people/routes/MembershipTypesPage'))],
  ['groups', page(() => import('@/features/people/routes/GroupsPage'))],
  ['group-users', page(() => import('@/features/people/routes/GroupUsersPage'))],
  ['settings', page(() => import('@/features/people/routes/SettingsPage'))],
  ['dashboard', page(() => import('@/features/people/routes/PeopleDashboardPage'))],
  ['serviceunits&positions', page(() => import('@/features/people/routes/ServiceUnitsPage'))],
  ['titles&salutations', page(() => import('@/features/people/routes/TitlesPage'))],
  ['adminguide', page(() => import('@/features/people/routes/AdminGuidePage'))],
  ['birthdays&weddings', page(() => import('@/features/people/routes/CelebrationsPage'))],
  ['check-inattendance', page(() => import('@/features/people/routes/AttendancePage'))],
  ['import-page-1', page(() => import('@/features/people/routes/ImportPage1'))],
  ['import-page-2', page(() => import('@/features/people/routes/ImportPage2'))],
  ['export', page(() => import('@/features/people/routes/ExportPage1'))],
  ['export-page-2', page(() => import('@/features/people/routes/ExportPage2'))],
  ['housefellowship', page(() => import('@/features/people/routes/HouseFellowshipPage'))],
  ['groups&serviceunits', page(() => import('@/features/people/routes/GroupsAndServiceUnitsPage'))],
  ['positions&salutations', page(() => import('@/features/people/routes/PositionsAndSalutationsPage'))],
]

function peopleRoutes(): GuardedRoute[] {
  return PEOPLE_PAGES.map(([sub, page]) => ({
    path: `/product/people/${sub}`,
    key: 'people' as const,
    page,
    ...(sub === 'listing' ? { nav: { label: 'People', icon: 'people' as const, order: 10 } } : {}),
  }))
}

// [organization] routes of spec §2 → their pages (features/organization/routes; the credits pages,
// buying included, are features/communications'). Merchant account and mobile app customisation
// belong to later modules: no page yet. The merchant account is giving's (features/giving/merchant).
const ORGANIZATION_PAGES: [string, PageComponent | null][] = [
  ['general', page(() => import('@/features/organization/routes/GeneralPage'))],
  ['merchantaccount', page(() => import('@/features/giving/merchant/MerchantAccountPage'))],
  ['socialmedia', page(() => import('@/features/organization/routes/SocialMediaPage'))],
  ['brand&logo', page(() => import('@/features/organization/routes/BrandPage'))],
  ['messaging', page(() => import('@/features/organization/routes/MessagingPage'))],
  ['settings', page(() => import('@/features/organization/routes/SettingsPage'))],
  ['roles&permissions', page(() => import('@/features/roles/routes/RolesPage'))],
  ['roles&permissions/view-administrator', page(() => import('@/features/roles/routes/ViewAdministratorPage'))],
  ['roles&permissions/currentroles&permissions', page(() => import('@/features/roles/routes/CurrentRolesPage'))],
  ['leadership&dirservice', page(() => import('@/features/organization/routes/LeadershipPage'))],
  ['qrcodes', page(() => import('@/features/organization/routes/QrCodesPage'))],
  ['credits', page(() => import('@/features/communications/routes/CreditsPage'))],
  ['buy-credits', page(() => import('@/features/communications/routes/BuyCreditsPage'))],
  ['credits/purchase-history', page(() => import('@/features/communications/routes/PurchaseHistoryPage'))],
  ['adminguide', page(() => import('@/features/organization/routes/AdminGuidePage'))],
  ['access&securityaudit', page(() => import('@/features/audit/routes/AuditPage'))],
  // Not in spec §2: the church's full export (docs/operator-api.md "Full export").
  ['dataexport', page(() => import('@/features/organization/routes/DataExportPage'))],
  ['mobileappcustomization', null],
]

function organizationRoutes(): GuardedRoute[] {
  return ORGANIZATION_PAGES.map(([sub, page]) => ({
    path: `/organization/${sub}`,
    key: 'organization' as const,
    ...(page ? { page } : {}),
    ...(sub === 'general' ? { nav: { label: 'Organisation', icon: 'organization' as const, order: 90 } } : {}),
  }))
}

// [unifiedCommunications] routes of spec §2 → their pages (features/communications/routes).
const COMMUNICATIONS_PAGES: [string, PageComponent | null][] = [
  ['sms', page(() => import('@/features/communications/routes/SmsPage'))],
  ['mms', page(() => import('@/features/communications/routes/MmsPage'))],
  ['voice', page(() => import('@/features/communications/routes/VoicePage'))],
  ['emails', page(() => import('@/features/communications/routes/EmailsPage'))],
  ['pushnotifications', page(() => import('@/features/communications/routes/PushPage'))],
  ['adminguide', page(() => import('@/features/communications/routes/AdminGuidePage'))],

  ['contactgroups', page(() => import('@/features/communications/routes/ContactGroupsPage'))],
  ['mediavault', page(() => import('@/features/communications/routes/MediaVaultPage'))],
  ['smartkeywords', page(() => import('@/features/communications/routes/SmartKeywordsPage'))],
  ['donottext-call-email', page(() => import('@/features/communications/routes/DoNotContactPage'))],
]

function communicationsRoutes(): GuardedRoute[] {
  return COMMUNICATIONS_PAGES.map(([sub, page]) => ({
    path: `/product/unified-communication/${sub}`,
    key: 'unifiedCommunications' as const,
    ...(page ? { page } : {}),
    ...(sub === 'sms' ? { nav: { label: 'Communications', icon: 'messages' as const, order: 30 } } : {}),
  }))
}

// Giving's staff pages (features/giving): the ledger's routes of spec §2, plus one batch and the
// pledge campaigns (docs/giving-api.md "Console"); the sidenav entry is the dashboard's.
const GIVING_LEDGER_PAGES: [string, PageComponent][] = [
  ['contributions', page(() => import('@/features/giving/contributions/ContributionsPage'))],
  ['contributions/batch/:id', page(() => import('@/features/giving/batches/BatchPage'))],
  ['contributions/import', page(() => import('@/features/giving/import/ImportPage'))],
  ['contributions/import/process', page(() => import('@/features/giving/import/ImportProcessPage'))],
  ['contributioncodes', page(() => import('@/features/giving/codes/CodesPage'))],
  ['campaigns', page(() => import('@/features/giving/campaigns/CampaignsPage'))],
  ['settings', page(() => import('@/features/giving/settings/SettingsPage'))],
  ['adminguide', page(() => import('@/features/giving/guide/AdminGuidePage'))],
]

function givingLedgerRoutes(): GuardedRoute[] {
  return GIVING_LEDGER_PAGES.map(([sub, page]) => ({
    path: `/product/generosity/${sub}`,
    key: 'generosity' as const,
    page,
  }))
}

// Giving's dashboard, reports and statements (features/giving/{dashboard,reports,statements}); the
// sidenav entry opens the dashboard.
function givingReportRoutes(): GuardedRoute[] {
  return [
    { path: '/product/generosity/dashboard', key: 'generosity', page: page(() => import('@/features/giving/dashboard/GivingDashboardPage')), nav: { label: 'Giving', icon: 'giving', order: 40 } },
    { path: '/product/generosity/reportingbynumbers', key: 'generosity', page: page(() => import('@/features/giving/reports/NumbersPage')) },
    { path: '/product/generosity/reportingbydonors', key: 'generosity', page: page(() => import('@/features/giving/reports/DonorsPage')) },
    { path: '/product/generosity/contributionstatements', key: 'generosity', page: page(() => import('@/features/giving/statements/StatementsPage')) },
  ]
}

// [children] routes of spec §2 → their pages (features/children). Grouped by part: children and
// their profiles; classrooms, teachers, allergies, settings, dashboard, reports, guide; the import;
// the station. The sidenav entry opens the listing.
const CHILDREN_PAGES: [string, PageComponent | null][] = [
  // children and profiles
  ['/product/children/listing', page(() => import('@/features/children/kids/ListingPage'))],
  ['/product/children/grid', page(() => import('@/features/children/kids/GridPage'))],
  ['/product/children/view-child', page(() => import('@/features/children/kids/ChildProfilePage'))],
  ['/product/children/view/note', page(() => import('@/features/children/kids/NotesPage'))],
  ['/children/communication/success', page(() => import('@/features/children/kids/MessageSuccessPage'))],

  // classrooms, teachers, allergies, settings, dashboard, reporting, guide
  ['/product/children/classrooms', page(() => import('@/features/children/rooms/ClassroomsPage'))],
  ['/product/children/teachers', page(() => import('@/features/children/rooms/TeachersPage'))],
  ['/product/children/foodallergiestypes', page(() => import('@/features/children/rooms/AllergyTypesPage'))],
  ['/product/children/settings', page(() => import('@/features/children/rooms/SettingsPage'))],
  ['/product/children/dashboard', page(() => import('@/features/children/rooms/DashboardPage'))],
  ['/product/children/reporting', page(() => import('@/features/children/rooms/ReportingPage'))],
  ['/product/children/adminguide', page(() => import('@/features/children/rooms/AdminGuidePage'))],

  // the import
  ['/product/children/import/create', page(() => import('@/features/children/import/ImportCreatePage'))],
  ['/product/children/import/process', page(() => import('@/features/children/import/ImportProcessPage'))],

  // the station
  ['/product/children/check-instation', page(() => import('@/features/children/station/StationSetupPage'))],
  ['/checkIn/children', page(() => import('@/features/children/station/StationPage'))],
]

function childrenRoutes(): GuardedRoute[] {
  return CHILDREN_PAGES.map(([path, page]) => ({
    path,
    key: 'children' as const,
    ...(page ? { page } : {}),
    ...(path === '/product/children/listing' ? { nav: { label: 'Children', icon: 'children' as const, order: 20 } } : {}),
  }))
}

// The Word (features/word; docs/word-api.md "Console"): the media library and its groups, series
// and playlists, the settings and the guide (livestreamSermons); audio & podcasts, open to anyone
// signed in (writes need livestreamSermons write). The sidenav's "The Word" opens podcasts for
// those without the key.
const WORD_MEDIA_PAGES: [string, PermissionKey, PageComponent][] = [
  ['/product/the-word/media', 'livestreamSermons', page(() => import('@/features/word/media/MediaPage'))],
  ['/product/the-word/view-media-group', 'livestreamSermons', page(() => import('@/features/word/media/MediaGroupPage'))],
  ['/product/the-word/view-media-series', 'livestreamSermons', page(() => import('@/features/word/media/MediaSeriesPage'))],
  ['/product/the-word/view-series-media', 'livestreamSermons', page(() => import('@/features/word/media/SeriesMediaPage'))],
  ['/product/the-word/reorder-playlist-media', 'livestreamSermons', page(() => import('@/features/word/media/ReorderMediaPage'))],
  ['/product/the-word/settings', 'livestreamSermons', page(() => import('@/features/word/settings/SettingsPage'))],
  ['/product/the-word/adminguide', 'livestreamSermons', page(() => import('@/features/word/guide/AdminGuidePage'))],
  ['/product/the-word/audio&podcasts', 'open', page(() => import('@/features/word/podcasts/PodcastsPage'))],
  ['/product/the-word/audio&podcasts/view-album-category', 'open', page(() => import('@/features/word/podcasts/AlbumCategoryPage'))],
  ['/product/the-word/audio&podcasts/viewAlbum', 'open', page(() => import('@/features/word/podcasts/AlbumPage'))],
  ['/product/the-word/audio&podcasts/reorder-categories', 'open', page(() => import('@/features/word/podcasts/ReorderCategoriesPage'))],
]

function wordMediaRoutes(): GuardedRoute[] {
  return WORD_MEDIA_PAGES.map(([path, key, page]) => ({
    path,
    key,
    page,
    ...(path === '/product/the-word/audio&podcasts' ? { nav: { label: 'The Word', icon: 'sermons' as const, order: 26 } } : {}),
  }))
}

// The Word's sermons and live stream (features/word; docs/word-api.md): the sermon list with its
// speakers, series, groups and playlists, a series, a group, a playlist's order, the live stream.
// The sidenav entry "The Word" opens the sermons.
const WORD_SERMON_PAGES: [string, PageComponent][] = [
  ['sermons', page(() => import('@/features/word/sermons/SermonsPage'))],
  ['view-series', page(() => import('@/features/word/sermons/ViewSeriesPage'))],
  ['view-sermon-group', page(() => import('@/features/word/sermons/ViewSermonGroupPage'))],
  ['reorder-playlist', page(() => import('@/features/word/sermons/ReorderPlaylistPage'))],
  ['livestreamstatus', page(() => import('@/features/word/livestream/LivestreamPage'))],
]

function wordSermonRoutes(): GuardedRoute[] {
  return WORD_SERMON_PAGES.map(([sub, page]) => ({
    path: `/product/the-word/${sub}`,
    key: 'livestreamSermons' as const,
    page,
    ...(sub === 'sermons' ? { nav: { label: 'The Word', icon: 'sermons' as const, order: 25 } } : {}),
  }))
}

// Billing routes of spec §2 → their pages (features/billing/routes).
function billingRoutes(): GuardedRoute[] {
  const nav = (order: number) => ({ label: 'Billing', icon: 'billing' as const, order })
  return [
    { path: '/billing/invoices', key: 'generosity', page: page(() => import('@/features/billing/routes/InvoicesPage')), nav: nav(80) },
    { path: '/billing/invoices/makepayment', key: 'generosity', page: page(() => import('@/features/billing/routes/MakePaymentPage')) },
    { path: '/billing/cardsonfile', key: 'generosity', page: page(() => import('@/features/billing/routes/CardsOnFilePage')) },
    { path: '/billing/adminguide', key: 'billing', page: page(() => import('@/features/billing/routes/AdminGuidePage')), nav: nav(81) },
  ]
}

export const GUARDED_ROUTES: GuardedRoute[] = [
  // Open to any signed-in user.
  { path: '/dashboard/default', key: 'open', page: DashboardPage, nav: { label: 'Dashboard', icon: 'dashboard', order: 0 } },
  ...at('open', [
    '/product/pricing',
    '/cron',
    '/dynamic-forms/adminguide',
    '/tickets',
    '/tickets/active/:id',
    '/tickets/closed/:id',
    '/organization/dynamicforms',
    '/organization/dynamicforms/create',
  ]),
  { path: '/product/generosity/membersexpiringcards', key: 'open', page: page(() => import('@/features/giving/expiring/ExpiringCardsPage')) },

  // People (features/people): every [people] page is built; the sidenav entry opens the directory.
  ...peopleRoutes(),
  { path: '/product/generosity/otherwaystogive', key: 'people', page: page(() => import('@/features/giving/otherways/OtherWaysPage')) },

  // Organisation (features/organization); the organisation adminguide uses the organization key (spec §2).
  ...organizationRoutes(),
  ...at('organization', ['/mobileappcustomization/change/:name', '/organization/forms/view_forms/:id']),

  ...wordSermonRoutes(),
  // The Word's media, settings, guide and the open audio & podcasts pages (features/word).
  ...wordMediaRoutes(),

  // The spec notes the shop guide's key is spelt "ecommerce"; §6 has only eCommerce, so the
  // guide uses eCommerce like the rest of the shop (an unknown key would admit super admins only).
  ...under('/product/ecommerce', 'eCommerce', ['categories', 'tags', 'discount', 'products', 'settings', 'adminguide']),

  ...under('/product/fellowship-prequest', 'fellowshipPrequest', ['listing', 'categories', 'settings', 'dashboard', 'adminguide']),
  ...under('/product/fellowship-preport', 'fellowshipPreport', ['listing', 'categories', 'dashboard', 'settings', 'adminguide']),

  // Giving (features/giving): the dashboard (the sidenav entry), reports and statements, and the
  // ledger's staff pages.
  ...givingReportRoutes(),
  ...givingLedgerRoutes(),
  // Billing (features/billing): invoices, make payment and cards on file under generosity (spec
  // §2), the guide under billing. Both entries are "Billing": a user sees the first they may open.
  ...billingRoutes(),

  // Children's ministry and check-in (features/children; docs/children-api.md).
  ...childrenRoutes(),

  // Unified communications (features/communications); the sidenav entry opens SMS.
  ...communicationsRoutes(),

  ...under('/product/follow-up', 'followUp', ['settings', 'listing', 'dashboard', 'adminguide', 'view-log/:id?', 'viewDetails']),

  ...under('/product/calendar-events', 'calendarEvents', ['eventaddresses', 'listing', 'adminguide', 'registrations']),

]

/**
 * Fetches the chunk of the page at pathname (the path under the console's base) ahead of its
 * render: a signed-in page load asks for it beside the profile request instead of after it.
 * Settles either way: a failed fetch is left to the render, whose error screen offers the reload.
 */
export function preloadPage(pathname: string, routes: GuardedRoute[] = GUARDED_ROUTES): Promise<unknown> {
  const page = routes.find((r) => r.page && matchPath(r.path, pathname))?.page
  return page ? page.preload().catch(() => {}) : Promise.resolve()
}

/** Sidenav entries: built modules only, in order. Permission filtering happens in the nav. */
export function navEntries(routes: GuardedRoute[] = GUARDED_ROUTES) {
  return routes
    .filter((r): r is GuardedRoute & { nav: NonNullable<GuardedRoute['nav']>; page: PageComponent } => !!r.nav && !!r.page)
    .sort((a, b) => a.nav.order - b.nav.order)
}

/**
 * The entries a user sees: those whose key they hold, one per label (a module reached through
 * pages of two keys, such as billing, offers the first its user may open).
 */
export function visibleNav(canOpenKey: (key: PermissionKey) => boolean, routes: GuardedRoute[] = GUARDED_ROUTES) {
  const seen = new Set<string>()
  return navEntries(routes).filter((r) => {
    if (!canOpenKey(r.key) || seen.has(r.nav.label)) return false
    seen.add(r.nav.label)
    return true
  })
}
