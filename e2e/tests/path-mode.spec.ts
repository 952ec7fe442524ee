import { expect, test } from '../support/test'
import http from 'node:http'
import { createUser, onboardingURL, ops, portBase } from '../support/stack'

// Spec §1/§2: on an onboarding host the first path segment names the church, and every console
// route is prefixed with it.
test('the console works under /{church}/ on the onboarding host', async ({ page }) => {
  const user = createUser({ role: 'Super Admin' })
  await page.goto(onboardingURL('/grace/'))
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
  await expect(page.getByTestId('org-name')).toHaveText('Grace Community Church')
  await page.getByRole('textbox', { name: 'Email address' }).fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(onboardingURL('/grace/dashboard/default'))
  await expect(page.getByText('Total people')).toBeVisible()
  // A deep link under the prefix renders the console's own 404, whose link keeps the prefix.
  await page.goto(onboardingURL('/grace/no/such/page'))
  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page).toHaveURL(onboardingURL('/grace/dashboard/default'))
})

test('a church with a custom URL is sent to its dedicated admin URL', async () => {
  const short = ('cust' + Date.now().toString(36)).replace(/[^a-z]/g, '').slice(0, 20)
  ops(['provision', '--short', short, '--name', 'Custom Url Church'])
  ops(['custom-url', '--church', short, '--url', 'https://admin.customchurch.example'])
  // Node does not resolve *.localhost, so ask the loopback address with the onboarding Host.
  const res = await rawGet(`/${short}/dashboard/default`, 'onboarding.localhost')
  expect(res.status).toBe(302)
  expect(res.location).toBe('https://admin.customchurch.example/dashboard/default')
})

function rawGet(path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: portBase, path, headers: { Host: host } }, (res) => {
        res.resume()
        resolve({ status: res.statusCode ?? 0, location: res.headers.location })
      })
      .on('error', reject)
  })
}
