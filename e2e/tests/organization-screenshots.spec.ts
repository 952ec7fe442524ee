import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'
import { screenshotDir } from '../support/organization'

// Pictures of every organisation page for a person to look at (e2e/screenshots/, git-ignored).
const PAGES: [string, string, string][] = [
  ['/organization/general', 'General', 'org-general'],
  ['/organization/socialmedia', 'Social media', 'org-socialmedia'],
  ['/organization/brand&logo', 'Brand & colours', 'org-brand'],
  ['/organization/messaging', 'Messaging', 'org-messaging'],
  ['/organization/settings', 'Settings', 'org-settings'],
  ['/organization/roles&permissions?tab=users', 'Roles & permissions', 'org-roles-users'],
  ['/organization/roles&permissions/currentroles&permissions', 'Current roles & permissions', 'org-current-roles'],
  ['/organization/leadership&dirservice', 'Leadership & directory', 'org-leadership'],
  ['/organization/qrcodes', 'QR codes', 'org-qrcodes'],
  ['/organization/access&securityaudit', 'Access & security audit', 'org-audit'],
  ['/organization/adminguide', 'Organisation guide', 'org-guide'],
]

test('screenshots: every organisation page, light and dark', async ({ page }) => {
  test.setTimeout(120_000)
  const admin = createUser({ first: 'Shot', last: `Taker${Date.now() % 100000}` })
  await signInWithToken(page, admin)
  await page.setViewportSize({ width: 1280, height: 1100 })
  for (const mode of ['lightMode', 'darkMode'] as const) {
    await page.evaluate((m) => localStorage.setItem('currentTheme', m), mode)
    for (const [path, heading, name] of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await page.waitForTimeout(600)
      await page.screenshot({ path: `${screenshotDir}${name}-${mode === 'darkMode' ? 'dark' : 'light'}.png` })
    }
  }
  // The role editor and the assignment dialog.
  await page.goto('/organization/roles&permissions')
  await page.getByRole('button', { name: 'New role' }).first().click()
  await page.getByRole('dialog', { name: 'New role' }).getByLabel('Role name').fill('Ushers')
  await page.getByRole('dialog', { name: 'New role' }).getByRole('radio', { name: 'People: Full' }).check()
  await page.getByRole('dialog', { name: 'New role' }).getByRole('radio', { name: 'Children: View' }).check()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${screenshotDir}org-role-editor-dark.png` })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Assign role' }).click()
  await page.getByRole('combobox', { name: 'Person' }).fill(admin.last)
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}org-assign-role-dark.png` })
  await page.keyboard.press('Escape')

  // The administrator page of the signed-in admin.
  await page.goto('/organization/roles&permissions?tab=users')
  await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.last)
  await page.locator('tr', { hasText: admin.last }).getByRole('link', { name: 'Manage' }).click()
  await expect(page.getByRole('heading', { name: `${admin.first} ${admin.last}` })).toBeVisible()
  await page.waitForTimeout(600)
  await page.screenshot({ path: `${screenshotDir}org-administrator-dark.png` })
})
