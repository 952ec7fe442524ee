// The communications lists as grace's super admin: a contact group with a person and a typed-in
// number, the media vault (upload progress to 100 and the thumbnail; a text file named .png
// refused with the server's message; one a scheduled MMS uses refused on delete), a smart keyword, and the do-not-contact list (add a person,
// see the proof, opt them back in). Pictures of every page at 1280 and 375 px go to e2e/screenshots/.
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, apiAs, screenshotDir, stampWord, uniqueMobile } from '../support/people'
import { createUser, ops } from '../support/stack'
import { fillPhone, signInWithToken, toast } from '../support/ui'

const COMMS = '/product/unified-communication'

async function openComms(page: Page, sub: string) {
  await page.goto(`${COMMS}/${sub}`)
  await expect(page.getByRole('navigation', { name: 'Communications sections' })).toBeVisible()
}

/** A 16×16 PNG (a thumbnail worth looking at). */
function png16(): Buffer {
  // 16×16 8-bit RGB in the brand blue (#304FFF), built with zlib.
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMw8P9PEmIY1TCqYfhqAABGSH4QVQHNLwAAAABJRU5ErkJggg==', 'base64')
}

test('contact groups, media vault, smart keywords and the do-not-contact list', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, createUser())
  await page.evaluate(() => localStorage.setItem('currentTheme', 'lightMode'))
  const last = stampWord()
  const person = await addPersonViaApi(page, { firstName: 'Esi', lastName: last, email: `esi.${last.toLowerCase()}@example.org`, mobile: uniqueMobile() })

  // Contact group: create, add a person and a typed-in number.
  await openComms(page, 'contactgroups')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact groups' })).toBeVisible()
  const group = `Visitors ${last}`
  await page.getByRole('button', { name: 'New contact group' }).click()
  const dialog = page.getByRole('dialog', { name: 'New contact group' })
  await dialog.getByRole('textbox', { name: 'Group name' }).fill(group)
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('People who came to the welcome lunch')
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('link', { name: group, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible()
  await page.getByRole('combobox', { name: 'Find people' }).fill(last)
  await page.getByRole('option', { name: new RegExp(`Esi ${last}`) }).click()
  const typed = uniqueMobile()
  await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Kofi Visitor')
  await fillPhone(page, 'Phone', typed)
  await page.getByRole('button', { name: 'Add to the list' }).click()
  await expect(page.getByRole('list', { name: 'To add' }).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Add 2 to the group' }).click()
  await expect(toast(page, /Members added/i)).toBeVisible() // not the group's own "Contact group added", which may still show
  const members = page.getByRole('region', { name: 'Contact group members' })
  await expect(members.getByRole('row', { name: new RegExp(`Esi ${last}`) })).toBeVisible()
  const kofi = members.getByRole('row', { name: /Kofi Visitor/ })
  await expect(kofi).toContainText(typed)
  await expect(kofi).toContainText('Staff')
  await page.screenshot({ path: `${screenshotDir}comms-contact-group-members.png`, fullPage: true })

  await openComms(page, 'contactgroups')
  await expect(page.getByRole('list', { name: 'Contact groups' }).getByRole('listitem').filter({ hasText: group })).toContainText('2 members')
  await page.screenshot({ path: `${screenshotDir}comms-contact-groups.png`, fullPage: true })

  // Media vault: an image uploads to 100% and shows its thumbnail.
  await openComms(page, 'mediavault')
  await page.getByTestId('media-file').setInputFiles({ name: 'choir.png', mimeType: 'image/png', buffer: png16() })
  await page.getByRole('textbox', { name: 'Media name' }).fill(`Choir ${last}`)
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('progressbar', { name: 'Uploaded' })).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByText('100%')).toBeVisible()
  const thumb = page.getByRole('list', { name: 'Media' }).getByRole('img', { name: `Choir ${last}` })
  await expect(thumb).toBeVisible()
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16)

  // A text file named .png is refused with the server's message.
  await page.getByTestId('media-file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my sermon notes, not a picture.\n') })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Only images .* are allowed|does not match its extension/)
  await expect(page.getByRole('list', { name: 'Media' }).getByText('notes')).toHaveCount(0)
  await page.screenshot({ path: `${screenshotDir}comms-media-vault.png`, fullPage: true })
  await page.getByRole('button', { name: 'List' }).click()
  await expect(page.getByRole('region', { name: 'Media' }).getByRole('img', { name: `Choir ${last}` })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}comms-media-vault-list.png`, fullPage: true })

  // A media a scheduled MMS uses cannot be deleted: the server's message shows in the dialog.
  ops(['credits', 'grant', '--church', 'grace', '--amount', '50', '--key', `lists-${last}`])
  const media = await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/communications/media/list', { page: 0, pageSize: 50 })
  const choir = media.items.find((m) => m.name === `Choir ${last}`)!
  const when = new Date(Date.now() + 7 * 86_400_000).toISOString()
  const scheduled = await page.evaluate(
    async ([mediaId, scheduledAt, number]) => {
      const form = new FormData()
      form.append('payload', JSON.stringify({ channel: 'mms', body: 'See you Sunday', mediaId, audience: { numbers: [number] }, scheduledAt, idempotencyKey: crypto.randomUUID() }))
      const res = await fetch('/api/communications/send', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('jwtAccessToken')}` }, body: form })
      return (await res.json()) as { responseCode: string; responseMessage: string }
    },
    [choir.id, when, uniqueMobile()] as const,
  )
  expect(scheduled.responseCode, scheduled.responseMessage).toBe('00')
  await page.getByRole('region', { name: 'Media' }).getByRole('button', { name: `Delete Choir ${last}` }).click()
  const del = page.getByRole('dialog', { name: `Delete “Choir ${last}”?` })
  await del.getByRole('button', { name: 'Delete' }).click()
  await expect(del.getByRole('alert')).toHaveText('This file is used by a scheduled message; change or delete that message first')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('region', { name: 'Media' }).getByRole('img', { name: `Choir ${last}` })).toBeVisible()

  // Smart keyword: upper-cased as typed, joins the group.
  await openComms(page, 'smartkeywords')
  const word = `JOIN${last.toUpperCase().slice(0, 8)}`
  await page.getByRole('button', { name: 'New keyword' }).click()
  const kw = page.getByRole('dialog', { name: 'New smart keyword' })
  await kw.getByRole('textbox', { name: 'Keyword' }).fill(word.toLowerCase())
  await expect(kw.getByRole('textbox', { name: 'Keyword' })).toHaveValue(word)
  await kw.getByRole('textbox', { name: 'Reply (optional)' }).fill('Welcome! You are on the visitors list.')
  await expect(kw.getByText('38 / 320 characters')).toBeVisible()
  await kw.getByRole('combobox', { name: 'Add the texter to a contact group (optional)' }).selectOption({ label: group })
  await kw.getByRole('button', { name: 'Add keyword' }).click()
  await expect(kw).toBeHidden()
  const row = page.getByRole('region', { name: 'Smart keywords' }).getByRole('row', { name: new RegExp(word) })
  await expect(row).toContainText(group)
  await expect(row.getByRole('switch', { name: `${word} active` })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('heading', { name: 'Automated greetings' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}comms-smart-keywords.png`, fullPage: true })

  // Do not contact: add the person on text, see the proof, opt them back in.
  await openComms(page, 'donottext-call-email')
  await page.getByRole('button', { name: 'Add to the list' }).click()
  const add = page.getByRole('dialog', { name: 'Add to the do-not-contact list' })
  await add.getByRole('combobox', { name: 'Person' }).fill(last)
  await add.getByRole('option', { name: new RegExp(`Esi ${last}`) }).click()
  await add.getByRole('checkbox', { name: 'Text (SMS and MMS)' }).check()
  await add.getByRole('textbox', { name: 'Note' }).fill('Asked at the welcome desk not to be texted')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()
  const list = page.getByRole('region', { name: 'Do-not-contact list' })
  const entry = list.getByRole('row', { name: new RegExp(`Esi ${last}`) })
  await expect(entry).toContainText('Text')
  await expect(entry).toContainText('Staff')
  await page.screenshot({ path: `${screenshotDir}comms-do-not-contact.png`, fullPage: true })
  await entry.getByRole('button', { name: /^Proof for/ }).click()
  const proof = page.getByRole('dialog', { name: `Proof: Esi ${last}` })
  await expect(proof.getByText('Asked at the welcome desk not to be texted').first()).toBeVisible()
  await expect(proof.getByRole('definition').filter({ hasText: 'Asked at the welcome desk' })).toBeVisible()
  await expect(proof.getByText('Staff member', { exact: true })).toBeVisible()
  await expect(proof.getByRole('list', { name: 'Consent history' }).getByText('Opted out')).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}comms-do-not-contact-proof.png` })
  await page.keyboard.press('Escape')
  await entry.getByRole('button', { name: /^Opt .* back in/ }).click()
  const optIn = page.getByRole('dialog', { name: `Opt Esi ${last} back in?` })
  await optIn.getByRole('button', { name: 'Opt back in' }).click()
  await expect(optIn.getByText('Add a note saying why').or(optIn.getByText('Say why (for the record)'))).toBeVisible()
  await optIn.getByRole('textbox', { name: 'Note' }).fill('Asked by phone to get texts again')
  await optIn.getByRole('button', { name: 'Opt back in' }).click()
  await expect(optIn).toBeHidden()
  await expect(list.getByRole('row', { name: new RegExp(`Esi ${last}`) })).toHaveCount(0)

  // Phone width.
  await page.setViewportSize({ width: 375, height: 812 })
  for (const [sub, name] of [
    ['contactgroups', 'contact-groups'],
    ['mediavault', 'media-vault'],
    ['smartkeywords', 'smart-keywords'],
    ['donottext-call-email', 'do-not-contact'],
  ] as const) {
    await openComms(page, sub)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)
    await page.screenshot({ path: `${screenshotDir}comms-${name}-mobile.png`, fullPage: true })
  }
  await page.goto(`${COMMS}/contactgroups`)
  await page.getByRole('link', { name: group, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}comms-contact-group-members-mobile.png`, fullPage: true })
  expect(person.id).toBeGreaterThan(0)
})
