import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { DASHBOARD, signInWithToken, toast } from '../support/ui'
import { apiAs } from '../support/people'
import { htmlVar, markDocument, pickPerson, screenshotDir, stillSameDocument, uniqueColour, uniqueRoleName } from '../support/organization'

test.describe.configure({ mode: 'serial' })

test('super admin: colours re-theme at once, a people-only role works, and the audit shows it all', async ({ page, browser }) => {
  const admin = createUser({ first: 'Sue', last: `Admin${Date.now() % 100000}` })
  const staff = createUser({ role: '', first: 'Uma', last: `Usher${Date.now() % 100000}` })
  const staffName = `${staff.first} ${staff.last}`
  await signInWithToken(page, admin)

  // 1. Colours: the CSS variable changes without a reload.
  await page.goto('/organization/brand&logo')
  await expect(page.getByRole('heading', { name: 'Brand & colours' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lightMode')
  await markDocument(page)
  const before = await htmlVar(page, '--brand-primary')
  const colour = uniqueColour()
  expect(colour).not.toBe(before.toUpperCase())
  const lightPrimary = page.getByRole('textbox', { name: 'Light primary', exact: true })
  await lightPrimary.fill(colour)
  // The preview follows the draft before anything is saved; the console does not.
  await expect(page.getByText('The preview shows your unsaved colours.')).toBeVisible()
  expect((await htmlVar(page, '--brand-primary')).toUpperCase()).toBe(before.toUpperCase())
  await page.getByRole('button', { name: 'Save colours' }).click()
  await expect(toast(page, 'Colours saved')).toBeVisible()
  await expect.poll(async () => (await htmlVar(page, '--brand-primary')).toUpperCase()).toBe(colour)
  expect(await stillSameDocument(page)).toBe(true)
  await page.screenshot({ path: `${screenshotDir}organization-colours.png`, fullPage: true })

  // 2. A role with the people key only.
  const roleName = uniqueRoleName('Ushers')
  await page.goto('/organization/roles&permissions')
  await page.getByRole('button', { name: 'New role' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New role' })
  await dialog.getByLabel('Role name').fill(roleName)
  await dialog.getByLabel('Description').fill('Front door team')
  await dialog.getByRole('radio', { name: 'People: Full' }).check()
  await dialog.getByRole('button', { name: 'Create role' }).click()
  await expect(toast(page, 'Role created')).toBeVisible()
  const card = page.locator(`[data-role="${roleName}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByText('People · Full')).toBeVisible()
  await expect(card.getByText(/Organisation ·/)).toHaveCount(0)

  // 3. Assign it to the staff member.
  await page.getByRole('button', { name: 'Assign role' }).click()
  const assign = page.getByRole('dialog', { name: 'Assign a role' })
  await pickPerson(page, 'Person', staff.last, staffName)
  await assign.getByLabel('Role').selectOption({ label: roleName })
  await assign.getByRole('button', { name: 'Assign role' }).click()
  await expect(toast(page, 'Role assigned')).toBeVisible()
  await page.getByRole('tab', { name: 'Users with roles' }).click()
  await page.getByRole('searchbox', { name: 'Search users' }).fill(staff.last)
  const row = page.locator('tr', { hasText: staffName })
  await expect(row.getByText(roleName)).toBeVisible()
  await page.getByRole('tab', { name: 'Roles', exact: true }).click()
  await expect(card.getByText('1 person')).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}roles.png`, fullPage: true })

  // 4. The staff member sees People, not Organisation, and is refused the organisation pages.
  const ctx = await browser.newContext()
  const staffPage = await ctx.newPage()
  await signInWithToken(staffPage, staff)
  const nav = staffPage.getByRole('complementary', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'People' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Organisation' })).toHaveCount(0)
  await staffPage.goto('/organization/general')
  await expect(toast(staffPage, "You don't have permission to access this page")).toBeVisible()
  await expect(staffPage).toHaveURL(new RegExp(`${DASHBOARD}$`))
  await staffPage.goto('/product/people/listing')
  await expect(staffPage).toHaveURL(/\/product\/people\/listing$/)
  await ctx.close()

  // 5. The audit shows the colour change, the role and the assignment, newest first.
  await page.goto('/organization/access&securityaudit')
  await expect(page.getByRole('heading', { name: 'Access & security audit' })).toBeVisible()
  const table = page.getByRole('region', { name: 'Audit entries' })
  await expect(table.locator('tr[data-event="role_assigned"]').filter({ hasText: roleName }).first()).toBeVisible()
  await expect(table.locator('tr[data-event="role_created"]').filter({ hasText: roleName }).first()).toBeVisible()
  await expect(table.locator('tr[data-event="org_colors_updated"]').first()).toBeVisible()
  const events = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event')))
  const at = (e: string) => events.indexOf(e)
  expect(at('role_assigned')).toBeLessThan(at('role_created'))
  expect(at('role_created')).toBeLessThan(at('org_colors_updated'))

  // Filter by event: only assignments remain.
  await page.getByLabel('Event').selectOption({ label: 'Role assigned' })
  await expect(page).toHaveURL(/event=role_assigned/)
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-event', 'role_assigned')
  expect(await table.locator('tbody tr:not([data-event="role_assigned"])').count()).toBe(0)
  await table.locator('tr[data-event="role_assigned"]').filter({ hasText: roleName }).first().getByRole('button', { name: /Details/ }).click()
  const details = page.getByRole('dialog', { name: 'Role assigned' })
  await expect(details.getByText(staffName)).toBeVisible()
  await details.getByRole('button', { name: 'Close' }).click()
  await page.getByLabel('Event').selectOption({ label: 'Every event' })
  await page.screenshot({ path: `${screenshotDir}audit.png`, fullPage: true })

  // Leave the demo church with its default colours.
  await page.goto('/organization/brand&logo')
  await page.getByRole('button', { name: 'Reset to defaults' }).click()
  await page.getByRole('dialog', { name: 'Reset the colours?' }).getByRole('button', { name: 'Reset colours' }).click()
  await expect(toast(page, 'Colours saved')).toBeVisible()
  await expect.poll(async () => (await htmlVar(page, '--brand-primary')).toUpperCase()).toBe('#304FFF')
})

test('the roles overview sorts in the browser: clicking a heading re-orders the rows', async ({ page }) => {
  const admin = createUser({ first: 'Sol', last: `Sorter${Date.now() % 100000}` })
  await signInWithToken(page, admin)
  // Two roles whose names sort the other way round from when they were made.
  const stamp = Date.now().toString(36).slice(-5)
  for (const name of [`Zz sort ${stamp}`, `Aa sort ${stamp}`]) await apiAs(page, '/api/roles/add', { name, permissions: { people: ['read'] } })
  await page.goto('/organization/roles&permissions/currentroles&permissions')
  const table = page.getByRole('region', { name: 'Roles and their permissions' })
  const names = () => table.locator('tbody tr td:first-child').allInnerTexts()
  await expect(table.getByRole('link', { name: `Aa sort ${stamp}` })).toBeVisible()
  const heading = table.getByRole('columnheader', { name: 'Role' })
  await expect(heading).toHaveAttribute('aria-sort', 'none')
  const before = await names()

  await heading.getByRole('button').click()
  await expect(heading).toHaveAttribute('aria-sort', 'ascending')
  const asc = await names()
  expect(asc).toEqual([...before].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare))
  expect(asc.indexOf(`Aa sort ${stamp}`)).toBeLessThan(asc.indexOf(`Zz sort ${stamp}`))

  await heading.getByRole('button').click()
  await expect(heading).toHaveAttribute('aria-sort', 'descending')
  expect(await names()).toEqual([...asc].reverse())

  const people = table.locator('thead th').last() // the count of people (a module is called People too)
  await people.getByRole('button').click()
  await expect(people).toHaveAttribute('aria-sort', 'ascending')
  await expect(heading).toHaveAttribute('aria-sort', 'none')
  const counts = (await table.locator('tbody tr td:last-child').allInnerTexts()).map(Number)
  expect(counts).toEqual([...counts].sort((a, b) => a - b))
})
