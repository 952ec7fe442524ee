import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

// Pictures for a person to look at (e2e/screenshots/, git-ignored).
const dir = new URL('../screenshots/', import.meta.url).pathname

test('screenshots: sign-in, dashboard light and dark, 404', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.screenshot({ path: `${dir}sign-in.png` })

  const user = createUser()
  await signInWithToken(page, user)
  await page.evaluate(() => localStorage.setItem('currentTheme', 'lightMode'))
  await page.reload()
  await expect(page.getByText('Total people')).toBeVisible()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${dir}dashboard-light.png` })

  await page.getByTestId('theme-toggle').click()
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${dir}dashboard-dark.png` })

  await page.setViewportSize({ width: 420, height: 860 })
  await page.screenshot({ path: `${dir}dashboard-mobile.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.screenshot({ path: `${dir}not-found.png` })
})
