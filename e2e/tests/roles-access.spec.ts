import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { DASHBOARD, signInWithToken, toast } from '../support/ui'
import { pickPerson, uniqueRoleName } from '../support/organization'

test('admin access off signs a person out at once; view-only organisation access cannot change', async ({ page, browser }) => {
  const admin = createUser({ first: 'Ada', last: `Boss${Date.now() % 100000}` })
  const staff = createUser({ role: '', first: 'Vic', last: `Viewer${Date.now() % 100000}` })
  const staffName = `${staff.first} ${staff.last}`
  await signInWithToken(page, admin)

  // A role with organisation View only, given from the role's own page.
  const roleName = uniqueRoleName('Org viewers')
  await page.goto('/organization/roles&permissions')
  await page.getByRole('button', { name: 'New role' }).click()
  const dialog = page.getByRole('dialog', { name: 'New role' })
  await dialog.getByLabel('Role name').fill(roleName)
  await dialog.getByRole('radio', { name: 'Organisation: View' }).check()
  await dialog.getByRole('button', { name: 'Create role' }).click()
  await expect(toast(page, 'Role created')).toBeVisible()
  await page.locator(`[data-role="${roleName}"]`).getByRole('link', { name: roleName }).click()
  await expect(page.getByRole('heading', { name: roleName })).toBeVisible()
  await page.getByRole('button', { name: 'Add people' }).first().click()
  await pickPerson(page, 'Person', staff.last, staffName)
  await page.getByRole('dialog', { name: `Add people to ${roleName}` }).getByRole('button', { name: 'Assign role' }).click()
  await expect(toast(page, 'Role assigned')).toBeVisible()
  await expect(page.getByRole('region', { name: `People with the role ${roleName}` }).getByText(staffName)).toBeVisible()

  // The compare view lists the role with View on Organisation.
  await page.goto('/organization/roles&permissions/currentroles&permissions')
  await expect(page.locator('tr', { hasText: roleName }).getByRole('img', { name: 'Organisation: View' })).toBeVisible()

  const ctx = await browser.newContext()
  const staffPage = await ctx.newPage()
  await signInWithToken(staffPage, staff)
  await staffPage.goto('/organization/general')
  await expect(staffPage.getByText('You can view these settings; changing them needs full Organisation access.')).toBeVisible()
  await expect(staffPage.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await expect(staffPage.getByLabel('Organisation name')).toBeDisabled()

  // The administrator page: switch admin access off; the staff member's next request signs them out.
  await page.goto('/organization/roles&permissions?tab=users')
  await page.getByRole('searchbox', { name: 'Search users' }).fill(staff.last)
  await page.locator('tr', { hasText: staffName }).getByRole('link', { name: 'Manage' }).click()
  await expect(page.getByRole('heading', { name: staffName })).toBeVisible()
  await expect(page.getByRole('switch', { name: `Admin access for ${staffName}` })).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('switch', { name: `Admin access for ${staffName}` }).click()
  await expect(toast(page, 'Admin access disabled')).toBeVisible()
  await expect(page.getByRole('switch', { name: `Admin access for ${staffName}` })).toHaveAttribute('aria-checked', 'false')

  await staffPage.goto(DASHBOARD)
  await expect(staffPage).toHaveURL(/\/$/)
  await ctx.close()

  // Nobody can switch off their own access.
  await page.goto('/organization/roles&permissions?tab=users')
  await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.last)
  await expect(page.getByRole('switch', { name: `Admin access for ${admin.first} ${admin.last}` })).toBeDisabled()

  // Access back on; the role is then deleted (its member unassigned with it).
  await page.getByRole('searchbox', { name: 'Search users' }).fill(staff.last)
  await page.getByRole('switch', { name: `Admin access for ${staffName}` }).click()
  await expect(toast(page, 'Admin access enabled')).toBeVisible()
  await page.getByRole('tab', { name: 'Roles', exact: true }).click()
  await page.getByRole('button', { name: `Delete role ${roleName}` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete the role ${roleName}?` })
  await expect(confirm.getByText('1 person holds this role')).toBeVisible()
  await confirm.getByRole('button', { name: 'Unassign and delete' }).click()
  await expect(toast(page, 'Role deleted')).toBeVisible()
  await expect(page.locator(`[data-role="${roleName}"]`)).toHaveCount(0)
})
