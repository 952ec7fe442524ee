import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { DASHBOARD, signInWithToken } from '../support/ui'

test('an unknown path shows the 404 page with Back to Dashboard', async ({ page }) => {
  const user = createUser()
  await signInWithToken(page, user)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  await expect(page.getByText('Total people')).toBeVisible()
})
