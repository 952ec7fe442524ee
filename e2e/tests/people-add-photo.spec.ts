// Add person with a photo: chosen and previewed on the add form, uploaded once the person is
// saved, shown on their profile.
import { expect, test } from '../support/test'
import { PNG_1PX, stampWord } from '../support/people'
import { createUser } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'
import { openPeople } from '../support/people'

test('adds a person with a photo and sees it on their profile', async ({ page }) => {
  await signInWithToken(page, createUser({ role: 'People Manager' }))
  const last = stampWord()
  await openPeople(page, 'listing')
  await page.getByRole('button', { name: 'Add person' }).click()
  const add = page.getByRole('dialog', { name: 'Add person' })
  await add.getByRole('textbox', { name: /^First name/ }).fill('Phoebe')
  await add.getByRole('textbox', { name: /^Last name/ }).fill(last)
  const input = add.getByTestId('add-photo-input')
  await input.setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not an image') })
  await expect(add.getByRole('alert').filter({ hasText: 'not a valid image' })).toBeVisible()
  await input.setInputFiles({ name: 'phoebe.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(add.getByRole('img', { name: `Chosen photo of Phoebe ${last}` })).toBeVisible()
  await expect(add.getByText('phoebe.png')).toBeVisible()
  await add.getByRole('button', { name: 'Add person' }).click()

  const done = page.getByRole('dialog', { name: 'Person added' })
  await expect(done.getByText('Photo added.')).toBeVisible()
  await expect(toast(page, 'Member added')).toBeVisible()
  await done.getByRole('link', { name: 'View profile' }).click()
  await expect(page.getByRole('heading', { name: `Phoebe ${last}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible()
  await expect(page.getByRole('img', { name: `Phoebe ${last}` }).first()).toBeVisible()
})
