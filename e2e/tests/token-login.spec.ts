import { expect, test } from '../support/test'
import { createUser, loginTokenURL } from '../support/stack'
import { DASHBOARD } from '../support/ui'

test('token login via /cpauth_admin enters the dashboard; the token is single-use', async ({ page }) => {
  const user = createUser()
  const url = loginTokenURL(user)
  await page.goto(url)
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  await expect(page.getByText('Total people')).toBeVisible()

  await page.evaluate(() => localStorage.clear())
  await page.goto(url)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('[data-toast="error"]')).toBeVisible()
})
