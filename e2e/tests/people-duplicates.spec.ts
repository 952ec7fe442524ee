// Duplicates and typos (People Manager): the merge page proposes people with the same name
// (whatever the case and accents) and says why; the listing's search forgives a typo in a name.
// Also the merge page's pictures at 1280 and 375 px (e2e/screenshots/, git-ignored).
import { expect, test } from '../support/test'
import { addPersonViaApi, openPeople, screenshotDir, stampWord } from '../support/people'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

test('merge accounts proposes same-name pairs and says why', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, createUser({ role: 'People Manager' }))
  const last = stampWord()
  const lower = last.toLowerCase()
  await addPersonViaApi(page, { firstName: 'José', lastName: `Peña-${last}` })
  await addPersonViaApi(page, { firstName: 'jose', lastName: `PENA-${lower}` })
  await addPersonViaApi(page, { firstName: 'Ama', lastName: last, email: `ama.${lower}@example.org` })
  await addPersonViaApi(page, { firstName: 'Ama', lastName: last, email: `ama.${lower}+choir@example.org` })

  await openPeople(page, 'merge-accounts')
  const accents = page.getByTestId('duplicate-pair').filter({ hasText: `José Peña-${last}` })
  await expect(accents).toHaveCount(1)
  await expect(accents).toContainText(`jose PENA-${lower}`)
  await expect(accents.getByTestId('duplicate-reasons')).toHaveText('Same name')

  const both = page.getByTestId('duplicate-pair').filter({ hasText: `Ama ${last}` })
  await expect(both).toHaveCount(1)
  await expect(both.getByTestId('duplicate-reasons').getByText('Same name')).toBeVisible()
  await expect(both.getByTestId('duplicate-reasons').getByText('Same e-mail')).toBeVisible()

  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${screenshotDir}people-merge-accounts.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(both).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-merge-accounts-375.png`, fullPage: true })
})

test('the people search forgives a typo in a name', async ({ page }) => {
  await signInWithToken(page, createUser({ role: 'People Manager' }))
  const last = stampWord()
  await addPersonViaApi(page, { firstName: 'Brian', lastName: last })

  await openPeople(page, 'listing')
  await page.getByRole('searchbox', { name: 'Search people' }).fill(`brain ${last.toLowerCase()}`)
  await expect(page).toHaveURL(/q=brain/)
  await expect(page.getByRole('link', { name: `Brian ${last}` })).toBeVisible()
})
