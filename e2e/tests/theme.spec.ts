import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

test('the theme toggle switches the CSS variables and persists across reloads', async ({ page }) => {
  const user = createUser()
  await signInWithToken(page, user)
  const html = page.locator('html')
  // Playwright's colour scheme is light and nothing is saved yet: the system preference wins.
  await expect(html).toHaveAttribute('data-theme', 'lightMode')
  await expect(html).not.toHaveClass(/\bdark\b/)
  const lightPrimary = await html.evaluate((el) => el.style.getPropertyValue('--brand-primary'))
  const lightOpacity = await html.evaluate((el) => el.style.getPropertyValue('--sidebar-opacity'))
  expect(lightOpacity).toBe('0.28')

  await page.getByTestId('theme-toggle').click()
  await expect(html).toHaveAttribute('data-theme', 'darkMode')
  await expect(html).toHaveClass(/\bdark\b/)
  expect(await html.evaluate((el) => el.style.getPropertyValue('--sidebar-opacity'))).toBe('0.92')
  expect(await html.evaluate((el) => el.style.getPropertyValue('--brand-primary'))).not.toBe(lightPrimary)
  expect(await page.evaluate(() => localStorage.getItem('currentTheme'))).toBe('darkMode')

  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'darkMode')
  await page.getByTestId('theme-toggle').click()
  await expect(html).toHaveAttribute('data-theme', 'lightMode')
  expect(await page.evaluate(() => localStorage.getItem('currentTheme'))).toBe('lightMode')
})

test('without a saved choice the system preference decides; a saved choice wins over it', async ({ browser }) => {
  const ctx = await browser.newContext({ colorScheme: 'dark' })
  const page = await ctx.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'darkMode')
  await page.evaluate(() => localStorage.setItem('currentTheme', 'lightMode'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lightMode')
  await ctx.close()
})
