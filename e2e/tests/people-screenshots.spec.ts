// Pictures of the people pages for a person to look at (e2e/screenshots/, git-ignored): listing,
// profile, dashboard in light, dark and at 375px. The import preview is taken by people.spec.ts.
import { expect, test } from '../support/test'
import { addPersonViaApi, apiAs, openPeople, screenshotDir, stampWord } from '../support/people'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

test('screenshots: people listing, profile and dashboard', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, createUser({ role: 'People Manager' }))
  await page.evaluate(() => localStorage.setItem('currentTheme', 'lightMode'))

  // A person with a household, so the profile has something to show.
  const last = stampWord()
  const head = await addPersonViaApi(page, { firstName: 'Miriam', lastName: last, email: `miriam.${last.toLowerCase()}@example.org` })
  const child = await addPersonViaApi(page, { firstName: 'Aaron', lastName: last })
  await apiAs(page, '/api/people/households/add', { name: `${last} family`, members: [{ personId: head.id, relationship: 'head' }, { personId: child.id, relationship: 'child' }] })
  await apiAs(page, '/api/people/notes/add', { personId: head.id, body: 'Prefers a call after 6 pm.', isPinned: true })
  await apiAs(page, '/api/people/notes/add', { personId: head.id, body: 'Asked for prayer for her mother, who is in hospital.\nFollow up next Sunday.', isPrivate: true })

  await apiAs(page, '/api/people/saved-lists/add', { name: `Young adults ${last}`, filters: { ageBand: '18-29' } })
  const shirt = await apiAs<{ id: number }>(page, '/api/people/custom-fields/add', { name: `T-shirt size ${last}`, kind: 'select', options: ['S', 'M', 'L', 'XL'] })
  const check = await apiAs<{ id: number }>(page, '/api/people/custom-fields/add', { name: `Background check ${last}`, kind: 'date' })
  await apiAs(page, '/api/people/update', { id: head.id, customFields: { [shirt.id]: 'M', [check.id]: '2026-02-14' } })
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  await apiAs(page, '/api/people/follow-ups/add', { personId: head.id, title: 'Visit after the operation', dueDate: soon })
  await apiAs(page, '/api/people/follow-ups/add', { personId: child.id, title: 'Invite Aaron to youth group', dueDate: '2026-01-10' })
  await openPeople(page, 'listing')
  await expect(page.getByRole('region', { name: 'People' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-listing.png`, fullPage: true })

  await page.getByRole('button', { name: 'Saved lists' }).click()
  await expect(page.getByRole('menu', { name: 'Saved lists' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-saved-lists.png` })
  await page.getByRole('menuitem', { name: 'Save this view as a list…' }).click()
  await page.getByRole('textbox', { name: 'List name' }).fill('Everyone')
  await page.screenshot({ path: `${screenshotDir}people-save-list.png` })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByRole('button', { name: 'Choose columns' }).click()
  await page.screenshot({ path: `${screenshotDir}people-listing-filters-columns.png` })
  await page.keyboard.press('Escape')

  await openPeople(page, `listing/view-people?id=${head.id}`)
  await expect(page.getByRole('heading', { name: `Miriam ${last}` })).toBeVisible()
  await expect(page.getByText(`${last} family`)).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-profile.png`, fullPage: true })

  await openPeople(page, 'settings')
  await expect(page.getByTestId('custom-fields-card').getByText(`T-shirt size ${last}`)).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-settings.png`, fullPage: true })

  await openPeople(page, 'dashboard')
  await expect(page.getByRole('heading', { name: 'Growth' })).toBeVisible()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${screenshotDir}people-dashboard.png`, fullPage: true })

  await page.getByTestId('theme-toggle').click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${screenshotDir}people-dashboard-dark.png`, fullPage: true })
  await openPeople(page, 'listing')
  await expect(page.getByRole('region', { name: 'People' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-listing-dark.png`, fullPage: true })

  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByTestId('theme-toggle').click()
  await openPeople(page, 'listing')
  await expect(page.getByRole('list', { name: 'People' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-listing-mobile.png`, fullPage: true })
  await openPeople(page, `listing/view-people?id=${head.id}`)
  await expect(page.getByRole('heading', { name: `Miriam ${last}` })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-profile-mobile.png`, fullPage: true })
  await openPeople(page, 'dashboard')
  await expect(page.getByRole('heading', { name: 'Growth' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-dashboard-mobile.png`, fullPage: true })
})
