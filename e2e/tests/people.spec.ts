// The people module as a staff member who holds ONLY the people key (role "People Manager"):
// add, find, edit, photo, household, deactivate; merge; import with a bad row; export; membership
// types; groups; refused the organisation pages.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, apiAs, csv, openPeople, PNG_1PX, stampWord, uniqueMobile } from '../support/people'
import { createUser } from '../support/stack'
import { fillPhone, signInWithToken, toast } from '../support/ui'

async function signInAsPeopleManager(page: Page) {
  const user = createUser({ role: 'People Manager' })
  await signInWithToken(page, user)
  return user
}

function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name })
}

test('adds, finds, edits a person, uploads a photo, builds a household and deactivates', async ({ page }) => {
  await signInAsPeopleManager(page)
  const last = stampWord()

  // The sidenav shows People (the only module besides the dashboard for this role).
  await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'People' }).click()
  await expect(page).toHaveURL(/\/product\/people\/listing$/)
  await expect(page.getByRole('heading', { name: 'People', exact: true })).toBeVisible()

  // Add: the form validates, then shows the envelope id and the generated password.
  await page.getByRole('button', { name: 'Add person' }).click()
  const add = dialog(page, 'Add person')
  await add.getByRole('button', { name: 'Add person' }).click()
  await expect(add.getByText('First name is required')).toBeVisible()
  await expect(add.getByText('Last name is required')).toBeVisible()
  await add.getByRole('textbox', { name: /^First name/ }).fill('Abigail')
  await add.getByRole('textbox', { name: /^Last name/ }).fill(last)
  await add.getByRole('textbox', { name: 'Email' }).fill('abigail@')
  await add.getByRole('button', { name: 'Add person' }).click()
  await expect(add.getByText('email is not valid')).toBeVisible()
  await add.getByRole('textbox', { name: 'Email' }).fill(`abigail.${last.toLowerCase()}@example.org`)
  await fillPhone(page, 'Mobile', uniqueMobile())
  await add.getByLabel('Gender').selectOption('female')
  await add.getByLabel('Birthday').fill('1991-03-14')
  await add.getByRole('checkbox', { name: /member app login/ }).check()
  await add.getByRole('button', { name: 'Add person' }).click()

  const done = dialog(page, 'Person added')
  await expect(done.getByTestId('envelope-id')).toHaveText(/\S+/)
  await expect(done.getByTestId('generated-password')).toHaveText(/^.{8,}$/)
  await expect(toast(page, 'Member added')).toBeVisible()
  await done.getByRole('button', { name: 'Close' }).click()

  // Find: server-side search by name, e-mail and phone.
  const search = page.getByRole('searchbox', { name: 'Search people' })
  await search.fill(`abigail ${last}`)
  await expect(page).toHaveURL(/q=abigail/)
  await expect(page.getByRole('link', { name: `Abigail ${last}` })).toBeVisible()
  await expect(page.getByText(/1 person match/)).toBeVisible()
  await search.fill(`${last.toLowerCase()}@example`)
  await expect(page.getByRole('link', { name: `Abigail ${last}` })).toBeVisible()
  await search.fill('zzzz-nobody-has-this')
  await expect(page.getByText('No one matches')).toBeVisible()
  await search.fill(last)
  await page.getByRole('link', { name: `Abigail ${last}` }).click()

  // Profile.
  await expect(page).toHaveURL(/listing\/view-people\?id=\d+/)
  await expect(page.getByRole('heading', { name: `Abigail ${last}` })).toBeVisible()
  await expect(page.getByText(/Mar 14, 1991/)).toBeVisible()

  // Edit.
  await page.getByRole('button', { name: 'Edit details' }).click()
  const edit = dialog(page, `Edit Abigail ${last}`)
  await edit.getByRole('textbox', { name: 'Occupation' }).fill('Choir director')
  await edit.getByLabel('Birthday').fill('2999-01-01')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('Birth date cannot be in the future')).toBeVisible()
  await edit.getByLabel('Birthday').fill('1991-03-15')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Choir director')).toBeVisible()
  await expect(page.getByText(/Mar 15, 1991/)).toBeVisible()

  // Photo: a renamed program is refused, a PNG is accepted.
  const photo = page.getByTestId('photo-input')
  await photo.setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 this is not an image') })
  await expect(page.getByRole('alert').filter({ hasText: 'not a valid image' }).first()).toBeVisible()
  await photo.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a JPEG, PNG or SVG image.' }).first()).toBeVisible()
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible()
  await expect(page.getByRole('img', { name: `Abigail ${last}` })).toBeVisible()

  // Household: create one as head, add a spouse.
  const spouse = await addPersonViaApi(page, { firstName: 'Boaz', lastName: last })
  await page.getByRole('button', { name: 'Add to household' }).click()
  const join = dialog(page, /Add Abigail to a household/)
  await expect(join.getByRole('textbox', { name: 'Household name' })).toHaveValue(`${last} family`)
  await join.getByRole('button', { name: 'Create household' }).click()
  await expect(page.getByText(`${last} family`)).toBeVisible()
  await page.getByRole('button', { name: 'Add member' }).click()
  const addMember = dialog(page, 'Add a household member')
  await addMember.getByRole('combobox', { name: 'Person' }).fill(`Boaz ${last}`)
  await addMember.getByRole('option', { name: new RegExp(`Boaz ${last}`) }).click()
  await addMember.getByLabel('Relationship').selectOption('spouse')
  await addMember.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('link', { name: spouse.fullName })).toBeVisible()
  await expect(page.getByLabel(`Relationship of ${spouse.fullName}`)).toHaveValue('spouse')

  // Deactivate (asks first), then the default listing hides her.
  await page.getByRole('button', { name: 'Deactivate' }).click()
  await dialog(page, /Deactivate/).getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible()
  await openPeople(page, `listing?q=Abigail%20${last}`)
  await expect(page.getByText('No one matches')).toBeVisible()
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByLabel('Status').selectOption('inactive')
  await expect(page.getByRole('link', { name: `Abigail ${last}` })).toBeVisible()
})

test('finds duplicates and merges them, keeping the linked records', async ({ page }) => {
  await signInAsPeopleManager(page)
  const last = stampWord()
  const a = await addPersonViaApi(page, { firstName: 'Samuel', lastName: last, email: `sam.${last.toLowerCase()}@example.org` })
  const mobile = uniqueMobile()
  const b = await addPersonViaApi(page, { firstName: 'Samuel', lastName: last, mobile })
  // Give the duplicate a group, which must move to the kept record.
  const group = await apiAs<{ id: number }>(page, '/api/people/groups/add', { name: `Merge group ${last}` })
  await apiAs(page, '/api/people/groups/users/add', { groupId: group.id, personIds: [b.id] })

  await openPeople(page, 'merge-accounts')
  const pair = page.getByTestId('duplicate-pair').filter({ hasText: `Samuel ${last}` })
  await expect(pair).toBeVisible()
  await expect(pair.getByText('Same name')).toBeVisible()
  await pair.getByRole('button', { name: 'Compare' }).click()

  const cmp = dialog(page, 'Compare and merge')
  await expect(cmp.getByText(`sam.${last.toLowerCase()}@example.org`)).toBeVisible()
  await cmp.getByRole('radio', { name: new RegExp(`Keep #${a.id} `) }).check()
  await cmp.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(cmp.getByText(`Merge Samuel ${last} (#${b.id}) into Samuel ${last} (#${a.id})?`)).toBeVisible()
  await cmp.getByRole('button', { name: 'Merge now' }).click()
  await expect(cmp).toBeHidden()
  await expect(page.getByTestId('duplicate-pair').filter({ hasText: `Samuel ${last}` })).toHaveCount(0)

  // One Samuel left, with both the e-mail, the phone and the group.
  await openPeople(page, `listing?q=Samuel%20${last}`)
  await expect(page.getByRole('link', { name: `Samuel ${last}` })).toHaveCount(1)
  await page.getByRole('link', { name: `Samuel ${last}` }).click()
  await expect(page).toHaveURL(new RegExp(`id=${a.id}$`))
  await expect(page.locator(`a[href="tel:${mobile}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: `Merge group ${last}` })).toBeVisible()
})

test('keeps notes on a person: shared, private and pinned; only the author changes them', async ({ page, browser }) => {
  const author = await signInAsPeopleManager(page)
  const last = stampWord()
  const p = await addPersonViaApi(page, { firstName: 'Noah', lastName: last })
  await openPeople(page, `listing/view-people?id=${p.id}`)
  const card = page.getByTestId('notes-card')
  await expect(card.getByText('No notes yet')).toBeVisible()

  // The form checks first, then adds; a private note and a pinned one.
  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(card.getByText('Write the note first')).toBeVisible()
  await card.getByRole('textbox', { name: 'Add a note about Noah' }).fill('Visited in hospital; surgery went well.')
  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(toast(page, 'Note added')).toBeVisible()
  await card.getByRole('textbox', { name: 'Add a note about Noah' }).fill('Shared a family matter in confidence.')
  await card.getByRole('checkbox', { name: 'Private (only you can read it)' }).check()
  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(card.getByText('Shared a family matter in confidence.')).toBeVisible()
  await card.getByRole('textbox', { name: 'Add a note about Noah' }).fill('Prefers a call after 6 pm.')
  await card.getByRole('checkbox', { name: 'Pin to the top' }).check()
  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(card.getByText('3 notes')).toBeVisible()
  const notes = card.getByTestId('note')
  await expect(notes.first()).toContainText('Prefers a call after 6 pm.')
  await expect(notes.first()).toContainText('Pinned')
  await expect(notes.filter({ hasText: 'in confidence' })).toContainText('Private')
  await expect(notes.first()).toContainText(`${author.first} ${author.last}`)

  // Edit the first note.
  const hospital = notes.filter({ hasText: 'Visited in hospital' })
  await hospital.getByRole('button', { name: 'Edit' }).click()
  await hospital.getByRole('textbox', { name: 'Edit note' }).fill('Visited in hospital; home again on Friday.')
  await hospital.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Note updated')).toBeVisible()
  await expect(notes.filter({ hasText: 'home again on Friday' })).toContainText('(edited)')

  // Another staff member sees the shared notes only, without the author's controls.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page2 = await other.newPage()
  await signInAsPeopleManager(page2)
  await openPeople(page2, `listing/view-people?id=${p.id}`)
  const card2 = page2.getByTestId('notes-card')
  await expect(card2.getByText('2 notes')).toBeVisible()
  await expect(card2.getByText('in confidence')).toHaveCount(0)
  await expect(card2.getByRole('button', { name: 'Edit' })).toHaveCount(0)
  await other.close()

  // Delete asks first.
  const pinned = notes.filter({ hasText: 'after 6 pm' })
  await pinned.getByRole('button', { name: 'Delete' }).click()
  await dialog(page, 'Delete this note?').getByRole('button', { name: 'Delete note' }).click()
  await expect(toast(page, 'Note deleted')).toBeVisible()
  await expect(card.getByText('2 notes')).toBeVisible()
  await expect(card.getByText('after 6 pm')).toHaveCount(0)
})

test('follow-ups: given on the profile, listed as mine on the dashboard, marked done', async ({ page }) => {
  const me = await signInAsPeopleManager(page)
  const last = stampWord()
  const p = await addPersonViaApi(page, { firstName: 'Zacchaeus', lastName: last })
  await openPeople(page, `listing/view-people?id=${p.id}`)
  const card = page.getByTestId('follow-ups-card')
  await expect(card.getByText('Nothing to follow up')).toBeVisible()

  await card.getByRole('button', { name: 'Add' }).click()
  await expect(card.getByText('Say what to follow up')).toBeVisible()
  await card.getByRole('textbox', { name: 'New follow-up' }).fill(`Welcome call ${last}`)
  await expect(card.getByLabel('Assign to')).toHaveValue(/\d+/)
  await expect(card.getByLabel('Assign to').locator('option:checked')).toHaveText(`${me.first} ${me.last} (me)`)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await card.getByLabel('Due').fill(yesterday)
  await card.getByRole('button', { name: 'Add' }).click()
  await expect(toast(page, 'Follow-up added')).toBeVisible()
  await expect(card.getByText('1 open')).toBeVisible()
  await expect(card.getByTestId('follow-up')).toContainText('Overdue')

  // The dashboard lists it as mine; marking it done there clears it.
  await openPeople(page, 'dashboard')
  const mine = page.getByTestId('my-follow-ups')
  const item = mine.getByTestId('follow-up').filter({ hasText: `Welcome call ${last}` })
  await expect(item).toContainText(`Zacchaeus ${last}`)
  await item.getByRole('checkbox', { name: `Mark “Welcome call ${last}” done` }).click()
  await expect(toast(page, 'Follow-up updated')).toBeVisible()
  await expect(mine.getByText(`Welcome call ${last}`)).toHaveCount(0)

  // The profile keeps it under "done", and it can be reopened.
  await openPeople(page, `listing/view-people?id=${p.id}`)
  await expect(card.getByText('Nothing to follow up')).toBeVisible()
  await card.getByRole('button', { name: 'Show done (1)' }).click()
  await card.getByRole('checkbox', { name: `Reopen “Welcome call ${last}”` }).click()
  await expect(card.getByText('1 open')).toBeVisible()

  // Deleting asks first.
  await card.getByRole('button', { name: `Delete “Welcome call ${last}”` }).first().click()
  await dialog(page, 'Delete this follow-up?').getByRole('button', { name: 'Delete follow-up' }).click()
  await expect(toast(page, 'Follow-up deleted')).toBeVisible()
  await expect(card.getByText('Nothing to follow up')).toBeVisible()
})

test('saves the filtered directory as a list that follows the people who match', async ({ page }) => {
  await signInAsPeopleManager(page)
  const last = stampWord()
  const listName = `Women ${last}`
  const woman = async (firstName: string) => apiAs(page, '/api/people/update', { id: (await addPersonViaApi(page, { firstName, lastName: last })).id, gender: 'female' })
  await woman('Ruth')
  await woman('Esther')
  await addPersonViaApi(page, { firstName: 'Boaz', lastName: last })

  // Filter: the surname and women only; save the view under a name (checked first).
  await openPeople(page, `listing?q=${last}`)
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByLabel('Gender').selectOption('female')
  await expect(page.getByRole('link', { name: /^(Ruth|Esther) / })).toHaveCount(2)
  await page.getByRole('button', { name: 'Saved lists' }).click()
  await page.getByRole('menuitem', { name: 'Save this view as a list…' }).click()
  const save = dialog(page, 'Save as a list')
  await expect(save.getByText(`search “${last}” · female · active · sorted by name`)).toBeVisible()
  await save.getByRole('button', { name: 'Save list' }).click()
  await expect(save.getByText('List name is required')).toBeVisible()
  await save.getByRole('textbox', { name: 'List name' }).fill(listName)
  await save.getByRole('button', { name: 'Save list' }).click()
  await expect(toast(page, 'List saved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved lists' })).toContainText(listName)

  // Back to the plain directory, then open the list: its filters run again and pick up a newcomer.
  await woman('Naomi')
  await openPeople(page, 'listing')
  await page.getByRole('button', { name: 'Saved lists' }).click()
  await page.getByRole('menu', { name: 'Saved lists' }).getByRole('menuitemradio', { name: listName, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${last}.*gender=female`))
  await expect(page.getByRole('searchbox', { name: 'Search people' })).toHaveValue(last)
  await expect(page.getByRole('link', { name: /^(Ruth|Esther|Naomi) / })).toHaveCount(3)

  // Delete asks first.
  await page.getByRole('button', { name: 'Saved lists' }).click()
  await page.getByRole('menuitem', { name: `Delete “${listName}”…` }).click()
  await dialog(page, `Delete the list “${listName}”?`).getByRole('button', { name: 'Delete list' }).click()
  await expect(toast(page, 'Saved list deleted')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved lists' })).not.toContainText(listName)
})

test('custom fields: defined in settings, filled on the person form, shown on the profile, filtered in the directory', async ({ page }) => {
  await signInAsPeopleManager(page)
  const last = stampWord()
  const size = `Shirt ${last}`
  const volunteer = `Volunteer ${last}`
  const p = await addPersonViaApi(page, { firstName: 'Tabitha', lastName: last })
  await addPersonViaApi(page, { firstName: 'Priscilla', lastName: last })

  // Define a choice list (checked first) and a yes/no field.
  await openPeople(page, 'settings')
  const card = page.getByTestId('custom-fields-card')
  await card.getByRole('button', { name: 'Add field' }).click()
  let modal = dialog(page, 'Add a custom field')
  await modal.getByRole('textbox', { name: 'Field name' }).fill(size)
  await modal.getByLabel('Type').selectOption('select')
  await modal.getByRole('button', { name: 'Add field' }).click()
  await expect(modal.getByText('A choice list needs at least one option')).toBeVisible()
  await modal.getByRole('textbox', { name: 'Choices, one per line' }).fill('S\nM\nL')
  await modal.getByRole('button', { name: 'Add field' }).click()
  await expect(toast(page, 'Custom field added')).toBeVisible()
  await card.getByRole('button', { name: 'Add field' }).click()
  modal = dialog(page, 'Add a custom field')
  await modal.getByRole('textbox', { name: 'Field name' }).fill(volunteer)
  await modal.getByLabel('Type').selectOption('checkbox')
  await modal.getByRole('button', { name: 'Add field' }).click()
  await expect(card.getByText(volunteer)).toBeVisible()
  await expect(card.getByRole('listitem').filter({ hasText: size })).toContainText('Choice listS, M, L')

  // Fill them in on the person form; the profile shows them.
  await openPeople(page, `listing/view-people?id=${p.id}`)
  await page.getByRole('button', { name: 'Edit details' }).click()
  const edit = dialog(page, /^Edit /)
  await edit.getByLabel(size).selectOption('M')
  await edit.getByLabel(volunteer).selectOption('true')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  const details = page.locator('dl').filter({ hasText: size })
  await expect(details.getByText('M', { exact: true })).toBeVisible()
  await expect(details.getByText('Yes', { exact: true })).toBeVisible()

  // The directory filters on a value.
  await openPeople(page, `listing?q=${last}`)
  await expect(page.getByRole('link', { name: /^(Tabitha|Priscilla) / })).toHaveCount(2)
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByLabel('Custom field').selectOption({ label: size })
  await page.getByLabel(`${size} is`).selectOption('M')
  await expect(page.getByRole('link', { name: /^(Tabitha|Priscilla) / })).toHaveCount(1)
  await expect(page.getByRole('link', { name: `Tabitha ${last}` })).toBeVisible()

  // A custom field can be a column of the directory.
  await page.getByRole('button', { name: 'Choose columns' }).click()
  await page.getByRole('checkbox', { name: size }).check()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: size })).toBeVisible()
  await expect(page.locator(`tr[data-person-id="${p.id}"]`)).toContainText('M')
})

test('imports a spreadsheet: a bad row is reported and nothing imported, the fixed file imports', async ({ page }) => {
  await signInAsPeopleManager(page)
  const last = stampWord()
  // "T-shirt size" is a custom field of the demo church (choices S, M, L, XL).
  const header = ['First Name', 'Surname', 'E-mail', 'Phone', 'DOB', 'Favourite hymn', 'T-shirt size']
  const good = [
    ['Hannah', last, `hannah.${last.toLowerCase()}@example.org`, uniqueMobile(), '1985-07-01', 'Amazing Grace', 'm'],
    ['Eli', last, '', '', '1950-01-20', '', ''],
  ]
  const bad = ['Peninnah', last, 'peninnah@', uniqueMobile(), '1990-02-30', '', 'XXL']

  await openPeople(page, 'import-page-1')
  await expect(page.getByRole('heading', { name: 'Import people' })).toBeVisible()
  await page.getByTestId('import-file').setInputFiles({ name: 'setup.exe.csv', mimeType: 'text/csv', buffer: Buffer.from([0x4d, 0x5a, 0x00, 0x00, 0x01]) })
  await expect(page.getByRole('alert').filter({ hasText: 'not a valid CSV' })).toBeVisible()

  await page.getByTestId('import-file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: csv([header, good[0]!, bad, good[1]!]) })
  await expect(page.getByText('members.csv · 3 rows')).toBeVisible()
  // Headings were matched; the unknown one is skipped.
  await expect(page.getByLabel('Field for column Surname')).toHaveValue('lastName')
  await expect(page.getByLabel('Field for column DOB')).toHaveValue('birthDate')
  await expect(page.getByLabel('Field for column Favourite hymn')).toHaveValue('')
  await expect(page.getByLabel('Field for column T-shirt size')).toHaveValue(/^custom:\d+$/)
  // Unmapping a required field is explained before anything is sent.
  await page.getByLabel('Field for column First Name').selectOption('')
  await page.getByRole('button', { name: 'Check the file' }).click()
  await expect(page.getByText('Map a column to First name')).toBeVisible()
  await page.getByLabel('Field for column First Name').selectOption('firstName')
  await page.getByRole('button', { name: 'Check the file' }).click()

  // Page 2: per-row errors; no import button.
  await expect(page).toHaveURL(/import-page-2\?importId=\d+/)
  await expect(page.getByText('Rows with errors')).toBeVisible()
  const errors = page.getByTestId('import-error-row')
  await expect(errors.filter({ hasText: 'email is not valid' })).toContainText('3')
  await expect(errors.filter({ hasText: /Birth date/ })).toContainText('1990-02-30')
  await expect(errors.filter({ hasText: 'T-shirt size must be one of: S, M, L, XL' })).toContainText('XXL')
  await expect(page.getByRole('button', { name: /^Import \d+ people$/ })).toHaveCount(0)
  await page.screenshot({ path: new URL('../screenshots/people-import-preview.png', import.meta.url).pathname, fullPage: true })

  // Nothing was imported.
  await openPeople(page, `listing?q=${last}`)
  await expect(page.getByText('No one matches')).toBeVisible()

  // The corrected file imports, with a progress bar, all rows at once.
  const fixed = [...bad]
  fixed[2] = `peninnah.${last.toLowerCase()}@example.org`
  fixed[4] = '1990-02-28'
  fixed[6] = 'L'
  await openPeople(page, 'import-page-1')
  await page.getByTestId('import-file').setInputFiles({ name: 'members-fixed.csv', mimeType: 'text/csv', buffer: csv([header, good[0]!, fixed, good[1]!]) })
  await expect(page.getByText('members-fixed.csv · 3 rows')).toBeVisible()
  await page.getByRole('button', { name: 'Check the file' }).click()
  await expect(page.getByText('All 3 rows passed the checks')).toBeVisible()
  await page.getByRole('button', { name: 'Import 3 people' }).click()
  await expect(page.getByText('Import complete')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('3 people were added to your directory.')).toBeVisible()

  await openPeople(page, `listing?q=${last}`)
  await expect(page.getByRole('link', { name: `Hannah ${last}` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Peninnah ${last}` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Eli ${last}` })).toBeVisible()
  await page.getByRole('link', { name: `Hannah ${last}` }).click()
  await expect(page.locator('dl').filter({ hasText: 'T-shirt size' }).getByText('M', { exact: true })).toBeVisible()
})

test('exports the filtered people as CSV, XLSX and PDF', async ({ page }) => {
  await signInAsPeopleManager(page)
  const last = stampWord()
  await addPersonViaApi(page, { firstName: 'Ruth', lastName: last, email: `ruth.${last.toLowerCase()}@example.org` })
  await addPersonViaApi(page, { firstName: 'Naomi', lastName: last })

  // From the listing, Export carries the search over.
  await openPeople(page, `listing?q=${last}`)
  // (The section bar has an Export tab too; the page's own button keeps the search.)
  await page.getByRole('main').locator('header').getByRole('link', { name: 'Export' }).click()
  await expect(page.getByRole('heading', { name: 'Export people' })).toBeVisible()
  await expect(page.getByText('2 people selected')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Envelope ID' }).check()
  await page.getByRole('button', { name: 'Next: choose file type' }).click()
  await expect(page).toHaveURL(/export-page-2\?.*cols=/)
  await expect(page.getByRole('heading', { name: '2 people' })).toBeVisible()

  const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
  expect(csvFile.suggestedFilename()).toMatch(/\.csv$/)
  const text = readFileSync((await csvFile.path())!, 'utf8').replace(/^\uFEFF/, '')
  const lines = text.trim().split(/\r?\n/)
  expect(lines).toHaveLength(3)
  expect(lines[0]).toMatch(/Envelope/i)
  expect(text).toContain(`Ruth ${last}`)
  expect(text).toContain(`ruth.${last.toLowerCase()}@example.org`)

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()])
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
  expect(readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK')

  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByRole('button', { name: 'Download PDF' }).click()])
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
  expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-')
})

test('manages membership types: add, rename, reorder, delete asking where members go', async ({ page }) => {
  await signInAsPeopleManager(page)
  const w = stampWord()
  await openPeople(page, 'membershiptypes')
  const list = page.getByRole('list', { name: 'Membership types' })

  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await page.getByRole('textbox', { name: 'New membership type' }).fill('Member')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('This name is already in use')).toBeVisible()

  await page.getByRole('textbox', { name: 'New membership type' }).fill(`Partner ${w}`)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(list.getByText(`Partner ${w}`)).toBeVisible()
  await page.getByRole('textbox', { name: 'New membership type' }).fill(`Friend ${w}`)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(list.getByText(`Friend ${w}`)).toBeVisible()

  // Rename in place.
  await page.getByRole('button', { name: `Rename Partner ${w}` }).click()
  await page.getByRole('textbox', { name: `New name for Partner ${w}` }).fill(`Covenant partner ${w}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(list.getByText(`Covenant partner ${w}`)).toBeVisible()

  // Reorder with the arrow: Friend moves above Covenant partner (and stays there after a reload).
  const names = () => list.locator('li span.truncate').allTextContents()
  await page.getByRole('button', { name: `Move Friend ${w} up` }).click()
  await expect.poll(async () => { const n = await names(); return n.indexOf(`Friend ${w}`) < n.indexOf(`Covenant partner ${w}`) }).toBe(true)
  await page.reload()
  await expect.poll(async () => { const n = await names(); return n.indexOf(`Friend ${w}`) < n.indexOf(`Covenant partner ${w}`) && n.indexOf(`Friend ${w}`) >= 0 }).toBe(true)

  // Reorder by drag: Covenant partner to the top.
  await list.getByTestId(`name-row-Covenant partner ${w}`).dragTo(list.locator('li').first())
  await expect.poll(async () => (await names())[0]).toBe(`Covenant partner ${w}`)

  // Delete a type people hold: the dialog asks where they go.
  const types = await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/people/membership-types/list', {})
  const friend = types.items.find((t) => t.name === `Friend ${w}`)!
  await addPersonViaApi(page, { firstName: 'Lydia', lastName: w, membershipTypeId: friend.id })
  await page.reload()
  await page.getByRole('button', { name: `Delete Friend ${w}` }).click()
  const del = dialog(page, `Delete “Friend ${w}”?`)
  await expect(del.getByText('1 person has this membership type. Choose where they go.')).toBeVisible()
  await del.getByRole('button', { name: 'Move and delete' }).click()
  await expect(del.getByText('Choose a membership type to move them to')).toBeVisible()
  await del.getByLabel('Move them to').selectOption({ label: 'Member' })
  await del.getByRole('button', { name: 'Move and delete' }).click()
  await expect(del).toBeHidden()
  await expect(list.getByText(`Friend ${w}`)).toHaveCount(0)
  await openPeople(page, `listing?q=Lydia%20${w}`)
  await expect(page.getByRole('row', { name: new RegExp(`Lydia ${w}`) }).getByText('Member', { exact: true })).toBeVisible()

  // Tidy up the type we made (no one holds it).
  await openPeople(page, 'membershiptypes')
  await page.getByRole('button', { name: `Delete Covenant partner ${w}` }).click()
  await dialog(page, /Delete/).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(list.getByText(`Covenant partner ${w}`)).toHaveCount(0)
})

test('manages groups and their members', async ({ page }) => {
  await signInAsPeopleManager(page)
  const w = stampWord()
  const p1 = await addPersonViaApi(page, { firstName: 'Priscilla', lastName: w })
  const p2 = await addPersonViaApi(page, { firstName: 'Aquila', lastName: w })

  await openPeople(page, 'groups')
  await page.getByRole('button', { name: 'New group' }).click()
  const form = dialog(page, 'New group')
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Group name' }).fill(`Tentmakers ${w}`)
  await form.getByRole('textbox', { name: /Description/ }).fill('Young couples')
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(form).toBeHidden()

  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Tentmakers ${w}`)
  await page.getByRole('link', { name: `Tentmakers ${w}` }).click()
  await expect(page).toHaveURL(/group-users\?groupId=\d+/)
  await expect(page.getByRole('heading', { name: `Tentmakers ${w}` })).toBeVisible()

  // Add two people at once.
  const finder = page.getByRole('combobox', { name: 'Find people' })
  await finder.fill(`Priscilla ${w}`)
  await page.getByRole('option', { name: new RegExp(p1.fullName) }).click()
  await finder.fill(`Aquila ${w}`)
  await page.getByRole('option', { name: new RegExp(p2.fullName) }).click()
  await page.getByRole('button', { name: 'Add 2 to group' }).click()
  const members = page.getByRole('region', { name: 'Group members' })
  await expect(members.getByRole('link', { name: p1.fullName })).toBeVisible()
  await expect(members.getByRole('link', { name: p2.fullName })).toBeVisible()
  await expect(page.getByText('2 in this group')).toBeVisible()

  // Remove one.
  await page.getByRole('button', { name: `Remove ${p2.fullName} from the group` }).click()
  await dialog(page, 'Remove from the group?').getByRole('button', { name: 'Remove' }).click()
  await expect(members.getByRole('link', { name: p2.fullName })).toHaveCount(0)
  await expect(page.getByText('1 in this group')).toBeVisible()

  // The profile shows the group; the listing filters by it.
  await members.getByRole('link', { name: p1.fullName }).click()
  await expect(page.getByRole('link', { name: `Tentmakers ${w}` })).toBeVisible()
  await openPeople(page, 'listing')
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByLabel('Group').selectOption({ label: `Tentmakers ${w}` })
  await expect(page.getByText('1 person match')).toBeVisible()
  await expect(page.getByRole('link', { name: p1.fullName })).toBeVisible()

  // Rename and delete from the groups page.
  await openPeople(page, 'groups')
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Tentmakers ${w}`)
  await page.getByRole('button', { name: `Delete Tentmakers ${w}` }).click()
  await dialog(page, /Delete the group/).getByRole('button', { name: 'Delete group' }).click()
  await expect(page.getByText('No group matches')).toBeVisible()
})

test('a People Manager is refused the organisation pages with the spec toast', async ({ page }) => {
  await signInAsPeopleManager(page)
  await openPeople(page, 'listing')
  await page.goto('/organization/general')
  await expect(toast(page, "You don't have permission to access this page")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/default$/)
  // No organisation entry in the navigation either.
  const sidenav = page.getByRole('complementary', { name: 'Main navigation' })
  await expect(sidenav.getByRole('link', { name: 'People' })).toBeVisible()
  await expect(sidenav.getByRole('link', { name: /Organi[sz]ation/ })).toHaveCount(0)
})
