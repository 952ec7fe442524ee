import { expect, test } from '../support/test'
import { createUser, TWO_FACTOR_CODE, waitForMessage } from '../support/stack'
import { DASHBOARD, signInWithEmail } from '../support/ui'

test('2FA: a wrong code shows the server message, the right one signs in', async ({ page }) => {
  const user = createUser({ twoFactor: 'email' })
  const since = new Date()
  await signInWithEmail(page, user.email, user.password)

  const form = page.getByRole('form', { name: 'Two-factor verification' })
  await expect(form).toBeVisible()
  await expect(page.getByText('Two-Factor Authentication')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('2FA'))).toBeTruthy()

  const code = page.getByLabel('Verification code')
  await expect(code).toHaveAttribute('maxlength', '6')
  await code.fill('ZZZZZZ')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.locator('[data-toast="error"]')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  const { groups } = await waitForMessage(user.email, TWO_FACTOR_CODE, since)
  await code.fill(groups[1]!)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  expect(await page.evaluate(() => localStorage.getItem('2FA'))).toBeNull()
})

test('2FA: Back to Sign In clears the challenge', async ({ page }) => {
  const user = createUser({ twoFactor: 'email' })
  await signInWithEmail(page, user.email, user.password)
  await expect(page.getByLabel('Verification code')).toBeVisible()
  await page.getByRole('button', { name: 'Back to Sign In' }).click()
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('2FA'))).toBeNull()
})
