import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { DASHBOARD, signInWithToken, toast } from '../support/ui'

const SPEC_KEYS = ['user', 'productList', 'jwtAccessToken', 'supportResourcesSettings', 'peopleListingTableColumns', 'lastActiveTime', 'nextGenToken', 'mservice-token', 'systemSettings', '2FA', 'ipAddress', 'currentTheme']

test('an idle session over 30 minutes ends with "Session Timeout"', async ({ page }) => {
  const user = createUser()
  await signInWithToken(page, user)
  await page.evaluate(() => localStorage.setItem('lastActiveTime', String(Date.now() - 31 * 60 * 1000)))
  await page.goto(DASHBOARD)
  await expect(toast(page, 'Session Timeout')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('jwtAccessToken'))).toBeNull()
})

test('logout revokes the session and clears the spec storage keys', async ({ page }) => {
  const user = createUser()
  await signInWithToken(page, user)
  const jwt = await page.evaluate(() => localStorage.getItem('jwtAccessToken'))
  await page.evaluate(() => localStorage.setItem('currentTheme', 'lightMode'))

  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
  const left = await page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), SPEC_KEYS)
  // Org info is reloaded by the sign-in page and written again; session keys must be gone.
  expect(left.filter((k) => !['productList', 'systemSettings', 'supportResourcesSettings'].includes(k))).toEqual([])

  // The server revoked the token too.
  const status = await page.evaluate(async (t) => (await fetch('/api/user/profile', { method: 'POST', headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' }, body: '{}' })).status, jwt)
  expect(status).toBe(401)

  await page.goto(DASHBOARD)
  await expect(page).toHaveURL(/\/$/)
})
