import { matchRoutes } from 'react-router-dom'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PERMISSION_KEYS } from '@/lib/authorization'
import { GUARDED_ROUTES, navEntries, preloadPage, visibleNav, type GuardedRoute } from './routes'

// Spec §2, written out path by path (concrete values for {id}/{name}) so the table cannot drift.
const SPEC: Record<string, string[]> = {
  open: [
    '/dashboard/default',
    '/product/pricing',
    '/cron',
    '/dynamic-forms/adminguide',
    '/tickets',
    '/tickets/active/42',
    '/tickets/closed/42',
    '/product/the-word/audio&podcasts',
    '/product/the-word/audio&podcasts/view-album-category',
    '/product/the-word/audio&podcasts/viewAlbum',
    '/product/the-word/audio&podcasts/reorder-categories',
    '/organization/dynamicforms',
    '/organization/dynamicforms/create',
    '/product/generosity/membersexpiringcards',
  ],
  people: [
    ...'listing, listing/view-people, merge-accounts, membershiptypes, groups, group-users, settings, dashboard, serviceunits&positions, titles&salutations, adminguide, birthdays&weddings, check-inattendance, import-page-1, import-page-2, export, export-page-2, housefellowship, groups&serviceunits, positions&salutations'
      .split(', ')
      .map((s) => `/product/people/${s}`),
    '/product/generosity/otherwaystogive',
  ],
  organization: [
    ...'general, merchantaccount, socialmedia, brand&logo, messaging, settings, roles&permissions, roles&permissions/view-administrator, roles&permissions/currentroles&permissions, leadership&dirservice, qrcodes, credits, buy-credits, credits/purchase-history, adminguide, access&securityaudit, mobileappcustomization'
      .split(', ')
      .map((s) => `/organization/${s}`),
    '/mobileappcustomization/change/splash',
    '/organization/forms/view_forms/7',
    // Not in spec §2: the church's full export (docs/operator-api.md "Full export").
    '/organization/dataexport',
  ],
  livestreamSermons: 'sermons, view-sermon-group, reorder-playlist, view-series, settings, media, view-media-group, view-media-series, view-series-media, reorder-playlist-media, adminguide, livestreamstatus'
    .split(', ')
    .map((s) => `/product/the-word/${s}`),
  eCommerce: 'categories, tags, discount, products, settings, adminguide'.split(', ').map((s) => `/product/ecommerce/${s}`),
  fellowshipPrequest: 'listing, categories, settings, dashboard, adminguide'.split(', ').map((s) => `/product/fellowship-prequest/${s}`),
  fellowshipPreport: 'listing, categories, dashboard, settings, adminguide'.split(', ').map((s) => `/product/fellowship-preport/${s}`),
  generosity: [
    ...'dashboard, contributions, contributions/import, contributions/import/process, contributioncodes, settings, reportingbynumbers, reportingbydonors, contributionstatements, adminguide'
      .split(', ')
      .map((s) => `/product/generosity/${s}`),
    // Not in spec §2: one batch and the pledge campaigns (docs/giving-api.md "Console").
    '/product/generosity/contributions/batch/42',
    '/product/generosity/campaigns',
    '/billing/invoices',
    '/billing/invoices/makepayment',
    '/billing/cardsonfile',
  ],
  children: [
    ...'listing, import/create, import/process, view-child, classrooms, teachers, settings, grid, dashboard, check-instation, view/note, adminguide, foodallergiestypes, reporting'
      .split(', ')
      .map((s) => `/product/children/${s}`),
    '/children/communication/success',
    '/checkIn/children',
  ],
  unifiedCommunications: 'mediavault, contactgroups, smartkeywords, sms, mms, voice, emails, pushnotifications, adminguide, donottext-call-email'
    .split(', ')
    .map((s) => `/product/unified-communication/${s}`),
  followUp: [
    ...'settings, listing, dashboard, adminguide, viewDetails'.split(', ').map((s) => `/product/follow-up/${s}`),
    '/product/follow-up/view-log',
    '/product/follow-up/view-log/9',
  ],
  calendarEvents: 'eventaddresses, listing, adminguide, registrations'.split(', ').map((s) => `/product/calendar-events/${s}`),
  billing: ['/billing/adminguide'],
}

const routeObjects = GUARDED_ROUTES.map((r) => ({ path: r.path, key: r.key }))

function keyFor(pathname: string): string | undefined {
  const m = matchRoutes(routeObjects, pathname)
  return m ? (m[m.length - 1]!.route as { key: string }).key : undefined
}

describe('route table', () => {
  for (const [key, paths] of Object.entries(SPEC)) {
    it(`maps every ${key} path of spec §2 to ${key}`, () => {
      for (const p of paths) expect({ path: p, key: keyFor(p) }).toEqual({ path: p, key })
    })
  }

  it('holds exactly the spec routes (no extras, no duplicates)', () => {
    const specCount = Object.values(SPEC).flat().length - 1 // view-log with and without id is one route
    expect(GUARDED_ROUTES).toHaveLength(specCount)
    expect(new Set(GUARDED_ROUTES.map((r) => r.path)).size).toBe(GUARDED_ROUTES.length)
  })

  it('uses only the 13 permission keys of spec §6', () => {
    for (const r of GUARDED_ROUTES) expect(PERMISSION_KEYS).toContain(r.key)
    expect(new Set(GUARDED_ROUTES.map((r) => r.key))).toEqual(new Set(PERMISSION_KEYS))
  })

  it('keeps & in paths verbatim', () => {
    expect(GUARDED_ROUTES.some((r) => r.path === '/product/people/serviceunits&positions')).toBe(true)
    expect(keyFor('/organization/roles&permissions/currentroles&permissions')).toBe('organization')
  })

  it('does not match unknown paths', () => {
    expect(keyFor('/product/people')).toBeUndefined()
    expect(keyFor('/nope')).toBeUndefined()
  })

  it('gives a page only to built modules, and the nav lists only those', () => {
    const withPage = GUARDED_ROUTES.filter((r) => r.page).map((r) => r.path)
    // People: every [people] page of spec §2 is built; /product/generosity/otherwaystogive waits for giving.
    const peoplePages = SPEC.people!.filter((p) => p.startsWith('/product/people/'))
    // Organisation: all but mobile app customisation (a later module); the merchant account is giving's.
    const notYet = ['mobileappcustomization'].map((s) => `/organization/${s}`)
    const organizationPages = SPEC.organization!.filter((p) => p.startsWith('/organization/') && !p.startsWith('/organization/forms/') && !notYet.includes(p))
    // Communications: the five channels and the guide (the other four pages come in their own branch).
    const communicationsPages = ['sms', 'mms', 'voice', 'emails', 'pushnotifications', 'adminguide'].map((s) => `/product/unified-communication/${s}`)
    // Billing: its four pages.
    const billingPages = [...SPEC.generosity!.filter((p) => p.startsWith('/billing/')), ...SPEC.billing!]
    // Giving (issue 14): the ledger's staff pages, the dashboard, reports and statements, expiring cards and other ways to give.
    const givingPages = ['dashboard', 'contributions', 'contributions/batch/:id', 'contributions/import', 'contributions/import/process', 'contributioncodes', 'campaigns', 'settings', 'reportingbynumbers', 'reportingbydonors', 'contributionstatements', 'adminguide', 'membersexpiringcards', 'otherwaystogive'].map((s) => `/product/generosity/${s}`)
    // Children (issue 15): every [children] page of spec §2.
    const children = (p: string) => p.startsWith('/product/children/') || p === '/checkIn/children' || p.startsWith('/children/')
    expect(withPage.filter(children).sort()).toEqual([...SPEC.children!].sort())
    // The Word (issue 16): the sermons' and the live stream's pages (h-sermons-ui); media, its groups,
    // series and playlists, settings, guide, audio & podcasts (h-word-ui).
    const wordSermons = ['sermons', 'view-series', 'view-sermon-group', 'reorder-playlist', 'livestreamstatus'].map((s) => `/product/the-word/${s}`)
    const wordMedia = 'media, view-media-group, view-media-series, view-series-media, reorder-playlist-media, settings, adminguide, audio&podcasts, audio&podcasts/view-album-category, audio&podcasts/viewAlbum, audio&podcasts/reorder-categories'
      .split(', ')
      .map((s) => `/product/the-word/${s}`)
    expect(withPage.filter((p) => p.startsWith('/product/the-word/')).sort()).toEqual([...wordSermons, ...wordMedia].sort())
    const other = (p: string) => !p.startsWith('/product/unified-communication/') && !p.startsWith('/billing/') && !p.startsWith('/product/generosity/') && !p.startsWith('/product/the-word/') && !children(p)
    expect(withPage.filter(other)).toEqual(['/dashboard/default', ...peoplePages, ...organizationPages])
    expect(withPage.filter((p) => p.startsWith('/product/generosity/')).sort()).toEqual(givingPages.sort())
    expect(withPage.filter((p) => p.startsWith('/product/unified-communication/'))).toEqual(expect.arrayContaining(communicationsPages))
    expect(withPage.filter((p) => p.startsWith('/billing/')).sort()).toEqual(billingPages.sort())
    expect(navEntries().map((r) => r.path)).toEqual(['/dashboard/default', '/product/people/listing', '/product/children/listing', '/product/the-word/sermons', '/product/the-word/audio&podcasts', '/product/unified-communication/sms', '/product/generosity/dashboard', '/billing/invoices', '/billing/adminguide', '/organization/general'])
  })

  it('shows one Billing entry: invoices with the generosity key, else the guide with the billing key', () => {
    const nav = (keys: string[]) => visibleNav((k) => k === 'open' || keys.includes(k)).map((r) => r.path)
    expect(nav(['generosity', 'billing'])).toContain('/billing/invoices')
    expect(nav(['generosity', 'billing'])).not.toContain('/billing/adminguide')
    expect(nav(['generosity'])).toContain('/billing/invoices')
    expect(nav(['billing'])).toContain('/billing/adminguide')
    expect(nav(['billing'])).not.toContain('/billing/invoices')
    expect(nav(['people']).some((p) => p.startsWith('/billing/'))).toBe(false)
  })
})

describe('preloadPage', () => {
  const fakePage = () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }))
    return { load, page: Object.assign(lazy(load), { preload: load }) }
  }

  it("fetches the chunk of the page the path opens, and only that one", () => {
    const view = fakePage()
    const listing = fakePage()
    const routes: GuardedRoute[] = [
      { path: '/product/people/listing', key: 'people', page: listing.page },
      { path: '/product/people/listing/view-people', key: 'people', page: view.page },
      { path: '/product/sermons/listing', key: 'livestreamSermons' },
    ]
    void preloadPage('/product/people/listing/view-people', routes)
    expect(view.load).toHaveBeenCalledTimes(1)
    expect(listing.load).not.toHaveBeenCalled()

    void preloadPage('/product/sermons/listing', routes) // no page yet: nothing to fetch
    void preloadPage('/nowhere', routes)
    expect(listing.load).not.toHaveBeenCalled()
  })

  it('knows the dashboard', () => {
    const dashboard = GUARDED_ROUTES.find((r) => r.path === '/dashboard/default')!.page!
    const spy = vi.spyOn(dashboard, 'preload').mockResolvedValue(undefined)
    void preloadPage('/dashboard/default')
    expect(spy).toHaveBeenCalledTimes(1)
  })
})
