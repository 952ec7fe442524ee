// The people listing and the console layout at the widths people use: the table fits at 1280 px
// with the sidebar open, the header keeps every action at 375 px, and the sidebar reaches the
// bottom of a long page.
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, openPeople, stampWord, uniqueMobile } from '../support/people'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

async function signIn(page: Page) {
  await signInWithToken(page, createUser({ role: 'People Manager' }))
}

test('at 1280 px with the sidebar open the listing table fits, status readable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  // A long name and e-mail: the cells cut them and keep the whole value as a tooltip.
  const last = `${stampWord()}-Fitzgerald-Montgomery`
  const email = `bartholomew.alexander.${last.toLowerCase()}@example-congregation.org`
  await addPersonViaApi(page, { firstName: 'Bartholomew-Alexander', lastName: last, email, mobile: uniqueMobile() })
  await openPeople(page, `listing?q=${encodeURIComponent(email)}`)
  await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeVisible()
  const table = page.getByRole('region', { name: 'People' })
  await expect(table.getByRole('link', { name: email })).toHaveAttribute('title', email)

  const fit = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
  expect(fit.scroll, 'no sideways scroll').toBeLessThanOrEqual(fit.client)
  const box = (await table.boundingBox())!
  const lastTh = (await table.locator('thead th').last().boundingBox())!
  expect(lastTh.x + lastTh.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
  await expect(table.locator('thead th').last()).toHaveText(/Status/i)
  const badge = table.locator('tbody tr').first().locator('td').last().getByText('Active', { exact: true })
  await expect(badge).toBeVisible()
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
})

test('at 375 px the listing header keeps every action and a readable search', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page)
  await openPeople(page, 'listing')
  // The page's own header (the section bar has an Import link too).
  const main = page.getByRole('main').locator('header').first()
  for (const name of ['Find duplicates', 'Import', 'Export']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 })
  }
  await expect(main.getByRole('button', { name: 'Add person' })).toBeInViewport({ ratio: 1 })
  const search = page.getByRole('searchbox', { name: 'Search people' })
  await expect(search).toHaveAttribute('placeholder', 'Search by name, e-mail or phone')
  const room = await search.evaluate((el: HTMLInputElement) => {
    const cs = getComputedStyle(el)
    const ctx = document.createElement('canvas').getContext('2d')!
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`
    return { text: ctx.measureText(el.placeholder).width, box: el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) }
  })
  expect(room.text, 'the placeholder fits its box').toBeLessThanOrEqual(room.box)
})

test('the sidebar reaches the bottom of a long page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await signIn(page)
  await openPeople(page, 'listing')
  await expect(page.getByRole('region', { name: 'People' })).toBeVisible()
  const sizes = await page.evaluate(() => ({ doc: document.documentElement.scrollHeight, view: window.innerHeight }))
  expect(sizes.doc, 'a page longer than the window').toBeGreaterThan(sizes.view + 200)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(() => window.scrollY > 0)
  const sidenav = page.getByRole('complementary', { name: 'Main navigation' })
  const box = (await sidenav.boundingBox())!
  expect(box.y + box.height, 'sidebar bottom at or below the window bottom').toBeGreaterThanOrEqual(sizes.view)
  // The column is as tall as the page (a full-page picture shows it to the bottom too)…
  expect(box.height).toBeGreaterThanOrEqual(sizes.doc - 1)
  // …and its links stay in view after scrolling.
  await expect(sidenav.getByRole('link', { name: 'People' })).toBeInViewport()
  await expect(sidenav.getByRole('button', { name: 'Collapse sidebar' })).toBeInViewport()
})
