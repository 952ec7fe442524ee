import { expect, test } from '../support/test'
import { fillPhone } from '../support/ui'

test('sign-up validates per spec §5 and returns to sign-in with the server message', async ({ page }) => {
  const stamp = Date.now()
  await page.goto('/')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/session\/signup$/)
  const signUp = page.getByRole('button', { name: 'Sign Up' })
  await expect(signUp).toBeDisabled()

  await page.getByLabel('First Name').fill('Grace')
  await page.getByLabel('Last Name').fill('Hopper')
  await page.getByRole('textbox', { name: 'Email' }).fill(`e2e-signup-${stamp}@x.test`)
  await fillPhone(page, 'Mobile', `+1202${2_000_000 + (stamp % 7_999_999)}`)
  await page.getByLabel('Password', { exact: true }).fill('password1!')
  await page.getByLabel('Confirm Password', { exact: true }).fill('password1!')
  await page.getByRole('checkbox').check()
  await signUp.click()
  await expect(page.getByText('Must contain at least one uppercase character')).toBeVisible()

  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!')
  await page.getByLabel('Confirm Password', { exact: true }).fill('Passw0rd#')
  await signUp.click()
  await expect(page.getByText('Password do not Match')).toBeVisible()

  await page.getByLabel('Confirm Password', { exact: true }).fill('Passw0rd!')
  await signUp.click()
  await expect(page.locator('[data-toast="success"]')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})
