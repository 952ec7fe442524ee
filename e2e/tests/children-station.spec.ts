// Issue 15's "Done when" walk, as a staff member with the children key only (children@grace.demo):
// the admin adds a parent; staff create an allergy type, a category and a classroom of capacity 2,
// add three children with the allergy to the new family, add a station on the set-up page, check two children in there,
// see the third refused at a second station (room full; the second station's board shows the room
// closed within 2 s), print the labels (a PDF), check one out with a wrong code (refused) and the
// right one; then offline: check the third in, reload the station offline (the worker's cache),
// go back online, and the server has the check-in exactly once; a replayed sync is a duplicate.
import type { Locator } from '@playwright/test'
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, apiAs, screenshotDir, stampWord, uniqueMobile } from '../support/people'
import { signInWithToken } from '../support/ui'

const ADMIN = { church: 'grace', email: 'admin@grace.demo' }
const STAFF = { church: 'grace', email: 'children@grace.demo' }

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]

async function shoot(page: Page, name: string, dark = false, at?: Locator) {
  if (dark) await page.emulateMedia({ colorScheme: 'dark' })
  for (const w of WIDTHS) {
    await page.setViewportSize(w)
    await page.waitForTimeout(200)
    // The station is a full-screen layer with its own scroll: its top in the picture.
    if (at) await at.scrollIntoViewIfNeeded()
    else await page.evaluate(() => document.querySelector('.fixed.inset-0')?.scrollTo(0, 0))
    await page.screenshot({ path: `${screenshotDir}children-${name}${dark ? '-dark' : ''}-${w.width}.png`, fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0]!)
  if (dark) await page.emulateMedia({ colorScheme: 'light' })
}

interface Room {
  classroomId: number
  name: string
  count: number
  open: boolean
}

test.describe.configure({ mode: 'serial' })

test('a station checks children in and out, refuses a full room, and keeps working offline', async ({ browser }) => {
  test.setTimeout(180_000)
  const w = stampWord()
  const family = `Stn${w}`
  const roomName = `Lions ${w}`

  // The admin adds the parent (people are the people key's); staff hold only the children key.
  const adminCtx = await browser.newContext()
  const admin = await adminCtx.newPage()
  await signInWithToken(admin, ADMIN)
  const mobile = uniqueMobile()
  await addPersonViaApi(admin, { firstName: 'Pat', lastName: family, mobile })
  const second = await apiAs<{ id: number }>(admin, '/api/children/stations/add', { name: `Hall ${w}`, mode: 'manned' })
  await adminCtx.close()

  const ctx = await browser.newContext()
  const page = await ctx.newPage()
  await signInWithToken(page, STAFF)
  // The walk checks the parent's code at check-out (another spec may have switched it off).
  const settings = await apiAs<Record<string, unknown>>(page, '/api/children/settings/get', {})
  await apiAs(page, '/api/children/settings/update', { ...settings, checkoutCode: true })

  // Staff, in the pages: an allergy type, a category and a classroom of capacity 2 in it.
  await page.goto('/product/children/foodallergiestypes')
  await page.getByRole('textbox', { name: 'New allergy' }).fill(`Peanuts ${w}`)
  await page.getByRole('form', { name: 'Add allergy' }).getByRole('button', { name: 'Add' }).click()
  await expect(page.getByTestId(`name-row-Peanuts ${w}`)).toBeVisible()
  await page.goto('/product/children/classrooms')
  await page.getByRole('textbox', { name: 'New category' }).fill(`Station ${w}`)
  await page.getByRole('form', { name: 'Add category' }).getByRole('button', { name: 'Add' }).click()
  await page.getByRole('button', { name: `Add classroom to Station ${w}` }).click()
  const roomDialog = page.getByRole('dialog', { name: 'Add classroom' })
  await roomDialog.getByRole('textbox', { name: 'Name' }).fill(roomName)
  await roomDialog.getByRole('textbox', { name: 'Capacity' }).fill('2')
  await roomDialog.getByRole('button', { name: 'Add classroom' }).click()
  await expect(page.getByTestId(`classroom-group-Station ${w}`).getByTestId(`classroom-${roomName}`)).toContainText('Capacity 2')

  // Three children with the allergy, added to the new family from the children listing: the first
  // finds the parent (no child yet), the next two the household the first made.
  await page.goto('/product/children/listing')
  for (const first of ['Ava', 'Ben', 'Cal']) {
    await page.getByRole('button', { name: 'Add child' }).first().click()
    const d = page.getByRole('dialog', { name: 'Add child' })
    await d.getByRole('searchbox', { name: 'Family' }).fill(family)
    await d.getByRole('list', { name: 'Families found' }).getByRole('button').first().click()
    await d.getByRole('textbox', { name: 'First name' }).fill(first)
    await d.getByRole('textbox', { name: 'Last name' }).fill(family)
    await d.getByLabel('Birth date').fill('2021-03-04')
    await d.getByRole('combobox', { name: 'Classroom' }).selectOption({ label: roomName })
    await d.getByRole('checkbox', { name: `Peanuts ${w}` }).check()
    await d.getByRole('button', { name: 'Add child' }).click()
    await expect(d).toBeHidden()
  }
  const rooms = await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/children/classrooms/list', {})
  const room = rooms.items.find((r) => r.name === roomName)!
  const found = await apiAs<{ items: { id: number; parents: unknown[]; children: { id: number; name: string }[] }[] }>(page, '/api/children/families', { q: family })
  expect(found.items).toHaveLength(1)
  expect(found.items[0]!.parents).toHaveLength(1)
  const kids = ['Ava', 'Ben', 'Cal'].map((n) => found.items[0]!.children.find((c) => c.name === `${n} ${family}`)!)
  expect(kids.every(Boolean)).toBe(true)
  await apiAs(page, '/api/children/pickups/add', { childId: kids[0]!.id, name: `Rex ${family}`, authorised: false, relationship: 'Uncle' })

  // Staff: add the first station on the set-up page and open it.
  await page.goto('/product/children/check-instation')
  await expect(page.getByRole('heading', { name: 'Check-in stations' })).toBeVisible()
  await page.getByRole('button', { name: 'Add station' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add station' })
  await dialog.getByLabel('Station name').fill(`Desk ${w}`)
  await dialog.getByRole('radio', { name: /Manned/ }).check()
  await dialog.getByRole('button', { name: 'Add station' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('listitem', { name: `Desk ${w}` })).toBeVisible()
  await expect(page.locator(`[data-room="${roomName}"]`)).toBeVisible()
  await shoot(page, 'station-setup')
  await shoot(page, 'station-setup', true)
  await page.getByRole('link', { name: `Open station Desk ${w}` }).click()
  await expect(page.getByRole('heading', { name: `Desk ${w}` })).toBeVisible()
  await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 20_000 })

  // The second station in another tab, watching the board.
  const page2 = await ctx.newPage()
  await page2.goto(`/checkIn/children?station=${second.id}`)
  await expect(page2.getByRole('heading', { name: `Hall ${w}` })).toBeVisible()
  const room2 = page2.locator(`[data-room="${roomName}"]`)
  await expect(room2).toHaveAttribute('data-open', 'true')

  // Two children in at the first station (by the phone's last digits); the labels print (a PDF).
  await page.getByRole('textbox', { name: 'Find a family' }).fill(mobile.slice(-4))
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  const fam = page.getByRole('article', { name: new RegExp(family) })
  await expect(fam.getByText(/Allergies: Peanuts/).first()).toBeVisible()
  await expect(fam.getByText(`NOT authorised: Rex ${family}`)).toBeVisible()
  await fam.getByRole('checkbox', { name: new RegExp(`Cal ${family}`) }).uncheck()
  const label = page.waitForResponse((r) => r.url().includes('/api/children/label'))
  await fam.getByRole('button', { name: 'Check in 2 children' }).click()
  const checkedInAt = Date.now()
  const code = (await page.getByTestId('security-code').textContent())!.trim()
  expect(code).toMatch(/^[A-Z2-9]{4}$/)
  const pdf = await label
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  const opened = page.getByRole('link', { name: 'Open labels (PDF)' })
  await expect(opened).toBeVisible()
  // The PDF the page received (a response body read through a worker-controlled page comes back empty).
  const got = await page.evaluate(async (href) => {
    const b = await (await fetch(href)).blob()
    return { size: b.size, type: b.type, head: await b.slice(0, 5).text() }
  }, (await opened.getAttribute('href'))!)
  expect(got).toMatchObject({ type: 'application/pdf', head: '%PDF-' })
  expect(got.size).toBeGreaterThan(500)

  // The second station's board closes the room within 2 s; its check-in is refused.
  await expect(room2).toHaveAttribute('data-open', 'false', { timeout: 2_000 })
  expect(Date.now() - checkedInAt).toBeLessThan(2_500)
  await page2.getByRole('textbox', { name: 'Find a family' }).fill(family)
  await page2.getByRole('button', { name: 'Find', exact: true }).click()
  const fam2 = page2.getByRole('article', { name: new RegExp(family) })
  await expect(fam2.getByRole('button', { name: 'Check in 1 child' })).toBeVisible()
  await fam2.getByRole('button', { name: 'Check in 1 child' }).click()
  await expect(fam2.getByRole('alert')).toHaveText('This room is full')
  await shoot(page2, 'station-refused', false, fam2.getByRole('alert'))
  await page2.close()

  // Check-out: a wrong code is refused, the right one checks Ava out.
  await page.getByRole('button', { name: 'Next family' }).click()
  await page.getByRole('tab', { name: 'Check out' }).click()
  await page.getByRole('textbox', { name: "Find by the parent's code" }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Look up' }).click()
  const out = page.getByRole('article', { name: new RegExp(family) })
  // A reprint keeps the code.
  const reprint = page.waitForResponse((r) => r.url().includes('/api/children/reprint'))
  const reprinted = page.waitForResponse((r) => r.url().includes('/api/children/label'))
  await out.getByRole('button', { name: `Reprint the labels of Ben ${family}` }).click()
  expect(((await (await reprint).json()) as { responseData: { code: string } }).responseData.code).toBe(code)
  expect((await reprinted).status()).toBe(200)
  await out.getByRole('checkbox', { name: new RegExp(`Ben ${family}`) }).uncheck()
  // Found by the code: the code is filled in. A NOT-authorised person is refused with a strong warning.
  await expect(out.getByLabel("Code from the parent's label")).toHaveValue(code)
  await out.getByRole('radio', { name: 'Someone else' }).check()
  await out.getByLabel('Name of the person picking up').fill(`rex ${family.toLowerCase()}`)
  await out.getByRole('button', { name: 'Check out 1 child' }).click()
  await expect(out.getByRole('alert')).toContainText(`is not authorised to pick up Ava ${family}`)
  await expect(out.getByRole('alert')).toContainText('Warning — do not release the child')
  await shoot(page, 'station-not-authorised', true, out.getByRole('alert'))
  await out.getByRole('radio', { name: /^Pat / }).check()
  const wrong = code.slice(0, 3) + (code[3] === 'Z' ? 'Y' : 'Z')
  await out.getByLabel("Code from the parent's label").fill(wrong)
  await out.getByRole('button', { name: 'Check out 1 child' }).click()
  await expect(out.getByRole('alert')).toHaveText("The code does not match this child's label")
  await out.getByLabel("Code from the parent's label").fill(code.toLowerCase())
  await out.getByRole('button', { name: 'Check out 1 child' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Ava ${family} checked out` })).toBeVisible()

  // Offline: Cal checks in from the station's copy; the station reloads from the worker's cache.
  await ctx.setOffline(true)
  await expect(page.getByText(/^Offline/)).toBeVisible()
  await page.getByRole('tab', { name: 'Check in' }).click()
  await page.getByRole('textbox', { name: 'Find a family' }).fill(family)
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  const off = page.getByRole('article', { name: new RegExp(family) })
  await off.getByRole('checkbox', { name: new RegExp(`Ava ${family}`) }).uncheck()
  await off.getByRole('button', { name: 'Check in 1 child' }).click()
  await expect(page.getByText('will be checked in when this station syncs')).toBeVisible()
  const offlineCode = (await page.getByTestId('security-code').textContent())!.trim()
  expect(offlineCode).not.toBe(code)
  await expect(page.getByRole('button', { name: /^1 waiting to sync/ })).toBeVisible()
  await shoot(page, 'station-offline')

  await page.reload()
  await expect(page.getByRole('heading', { name: `Desk ${w}` })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: /^1 waiting to sync/ })).toBeVisible()
  await page.getByRole('button', { name: /^1 waiting to sync/ }).click()
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toContainText(`Cal ${family}`)
  const queued = await queuedEntries(page)
  expect(queued).toHaveLength(1)
  expect(queued[0]).toMatchObject({ kind: 'checkin', code: offlineCode })

  // Online again: the queue syncs by itself; the server has Cal checked in once.
  await ctx.setOffline(false)
  await expect(page.getByRole('button', { name: /^0 waiting to sync/ })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('list', { name: 'Sync results' })).toContainText('applied')
  await expect(page.getByRole('list', { name: 'Sync results' }).getByRole('button', { name: `Print labels (${offlineCode})` })).toBeVisible()
  await shoot(page, 'station-synced')
  const families = await apiAs<{ items: { children: { id: number; checkedIn: boolean; code: string | null }[] }[] }>(page, '/api/children/families', { q: family })
  const cal = families.items.flatMap((f) => f.children).find((c) => c.id === kids[2]!.id)!
  expect(cal).toMatchObject({ checkedIn: true, code: offlineCode })
  const board = await apiAs<{ rooms: Room[]; serviceOn: string }>(page, '/api/children/board', {})
  expect(board.rooms.find((r) => r.classroomId === room.id)!.count).toBe(2)

  // A replayed entry is a duplicate and changes nothing.
  const station = await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/children/stations/list', {})
  const desk = station.items.find((s) => s.name === `Desk ${w}`)!
  const replay = await apiAs<{ results: { status: string }[] }>(page, '/api/children/sync', {
    stationId: desk.id,
    entries: [{ clientId: queued[0]!.clientId, kind: 'checkin', at: new Date().toISOString(), serviceOn: board.serviceOn, code: offlineCode, children: [{ childId: kids[2]!.id, classroomId: room.id }] }],
  })
  expect(replay.results[0]!.status).toBe('duplicate')
  const after = await apiAs<{ rooms: Room[] }>(page, '/api/children/board', {})
  expect(after.rooms.find((r) => r.classroomId === room.id)!.count).toBe(2)

  // A roster station: the room's children, each with its check-out.
  const roster = await apiAs<{ id: number }>(page, '/api/children/stations/add', { name: `Roster ${w}`, mode: 'roster' })
  await page.goto(`/checkIn/children?station=${roster.id}`)
  await expect(page.getByRole('tab', { name: 'Room roster' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('combobox', { name: 'Room' }).selectOption({ label: `${roomName} (2/2)` })
  const list = page.getByRole('list', { name: 'Children in the room' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await shoot(page, 'station-roster')
  await list.getByRole('button', { name: `Check out Cal ${family}` }).click()
  await expect(page.getByRole('tab', { name: 'Check out' })).toHaveAttribute('aria-selected', 'true')
  const rosterOut = page.getByRole('article', { name: new RegExp(family) })
  await expect(rosterOut.getByRole('checkbox', { name: new RegExp(`Cal ${family}`) })).toBeChecked()
  await expect(rosterOut.getByRole('checkbox', { name: new RegExp(`Ben ${family}`) })).not.toBeChecked()
  await ctx.close()
})

/** The station's queue as IndexedDB holds it. */
async function queuedEntries(page: Page): Promise<{ clientId: string; kind: string; code: string }[]> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('congregate-station-'))!
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name)
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    return new Promise((resolve, reject) => {
      const r = db.transaction('queue').objectStore('queue').getAll()
      r.onsuccess = () => resolve(r.result as { clientId: string; kind: string; code: string }[])
      r.onerror = () => reject(r.error)
    })
  })
}
