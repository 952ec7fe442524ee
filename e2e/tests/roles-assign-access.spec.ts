// The whole path of a role given to someone new: add them with a login, make a People: View role,
// assign it with "Also give admin access", sign out, sign in as them with the password the add
// dialog showed, and use what the role gives (and nothing more).
import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithEmail, signInWithToken, toast } from '../support/ui'
import { addPersonViaApi, openPeople, stampWord } from '../support/people'
import { pickPerson, screenshotDir, uniqueRoleName } from '../support/organization'

test('a role assigned with admin access lets its holder sign in and use it', async ({ page }) => {
  const admin = createUser({ first: 'Ada', last: `Assigner${Date.now() % 100000}` })
  await signInWithToken(page, admin)
  const last = stampWord()
  const fullName = `Nia ${last}`
  const email = `nia.${last.toLowerCase()}@example.org`

  // 1. The person, with a member login: the password is shown once.
  await openPeople(page, 'listing')
  await page.getByRole('button', { name: 'Add person' }).click()
  const add = page.getByRole('dialog', { name: 'Add person' })
  await add.getByRole('textbox', { name: /^First name/ }).fill('Nia')
  await add.getByRole('textbox', { name: /^Last name/ }).fill(last)
  await add.getByRole('textbox', { name: 'Email' }).fill(email)
  await add.getByRole('checkbox', { name: /member app login/ }).check()
  await add.getByRole('button', { name: 'Add person' }).click()
  const done = page.getByRole('dialog', { name: 'Person added' })
  const password = (await done.getByTestId('generated-password').textContent())!.trim()
  expect(password.length).toBeGreaterThanOrEqual(8)
  await done.getByRole('button', { name: 'Close' }).click()

  // Someone with no login at all, to see the dialog say so.
  const nolog = await addPersonViaApi(page, { firstName: 'Noel', lastName: last })

  // 2. The role: People, View only.
  const roleName = uniqueRoleName('People viewers')
  await page.goto('/organization/roles&permissions')
  await page.getByRole('button', { name: 'New role' }).first().click()
  const roleDialog = page.getByRole('dialog', { name: 'New role' })
  await roleDialog.getByLabel('Role name').fill(roleName)
  await roleDialog.getByRole('radio', { name: 'People: View' }).check()
  await roleDialog.getByRole('button', { name: 'Create role' }).click()
  await expect(toast(page, 'Role created')).toBeVisible()

  // 3. Assign: the dialog says what is missing and offers admin access, checked.
  await page.getByRole('button', { name: 'Assign role' }).click()
  const assign = page.getByRole('dialog', { name: 'Assign a role' })
  await pickPerson(page, 'Person', `Noel ${last}`, nolog.fullName)
  await expect(assign.getByText(`${nolog.fullName} does not have admin access`)).toBeVisible()
  await expect(assign.getByText(`${nolog.fullName} has no login yet (no password or PIN)`)).toBeVisible()
  await assign.getByRole('button', { name: 'Change' }).click()
  await pickPerson(page, 'Person', fullName, fullName)
  await assign.getByLabel('Role').selectOption({ label: roleName })
  await expect(assign.getByText(`${fullName} does not have admin access, so they cannot sign in to this console`)).toBeVisible()
  await expect(assign.getByText(/has no login yet/)).toHaveCount(0)
  const box = assign.getByRole('checkbox', { name: 'Also give admin access (they can sign in to this console)' })
  await expect(box).toBeChecked()
  await page.setViewportSize({ width: 375, height: 812 })
  await assign.screenshot({ path: `${screenshotDir}roles-assign-dialog-375.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  await assign.screenshot({ path: `${screenshotDir}roles-assign-dialog-1280.png` })
  await assign.getByRole('button', { name: 'Assign role' }).click()
  await expect(toast(page, 'Role assigned')).toBeVisible()
  await expect(assign).toHaveCount(0)

  // 4. Sign out, and in as the new holder with the password they were given.
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
  await signInWithEmail(page, email, password)
  await expect(page).toHaveURL(/\/dashboard\/default$/)

  // 5. The people listing opens; a page the role does not give is refused.
  const sidenav = page.getByRole('complementary', { name: 'Main navigation' })
  await sidenav.getByRole('link', { name: 'People' }).click()
  await expect(page.getByRole('heading', { name: 'People', exact: true })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search people' }).fill(fullName)
  await expect(page.getByRole('link', { name: fullName })).toBeVisible()
  await expect(sidenav.getByRole('link', { name: /Organi[sz]ation/ })).toHaveCount(0)
  await page.goto('/organization/roles&permissions')
  await expect(toast(page, "You don't have permission to access this page")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/default$/)
})
