// Children's ministry, children and profiles (issue 15, h-kids-ui) as the children-only staff
// member: search and filter the listing, add a child with allergies and a photo to a family, open
// the profile, add a NOT authorised pickup (the red warning shows), add and delete a note, message
// the parents (the success page); then the super admin sees the view in "Who viewed".
// Screenshots at 1280 and 375 px land in e2e/screenshots/.
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir, stampWord } from '../support/people'
import { signInWithToken, toast } from '../support/ui'

const CHILDREN_STAFF = { church: 'grace', email: 'children@grace.demo' }
const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]

async function shoot(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize(w)
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${screenshotDir}children-${name}-${w.width}.png`, fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0]!)
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

interface Row {
  id: number
  name: string
  householdName: string
  parents: { id: number; name: string; email: string }[]
}

test('children and profiles: listing, add a child, pickups, notes, message parents, who viewed', async ({ page }) => {
  test.setTimeout(180_000)
  await signInWithToken(page, CHILDREN_STAFF)

  // A family with a parent who has a mobile (for the message), from the demo data.
  const all = await apiAs<{ items: Row[] }>(page, '/api/children/list', { page: 0, pageSize: 100 })
  // A demo family whose parent has an e-mail (other specs import children whose parents have none).
  const sibling = all.items.find((c) => c.householdName && c.parents.some((p) => p.email))!
  const parent = sibling.parents.find((p) => p.email)!

  // Listing: search by name, then the allergy filter.
  await page.goto('/product/children/listing')
  await expect(page.getByRole('heading', { name: 'Children', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(sibling.name.split(' ')[0]!)
  await expect(page.getByRole('link', { name: sibling.name }).first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  await page.getByRole('combobox', { name: 'Allergy' }).selectOption({ label: 'Peanuts' })
  await expect(page.getByRole('region', { name: 'Children' }).getByText('Peanuts').first()).toBeVisible()
  await shoot(page, 'listing')
  // Row selection → message parents (sent from the profile below).
  await page.getByRole('region', { name: 'Children' }).getByRole('checkbox').nth(1).check()
  await expect(page.getByText('1 child selected')).toBeVisible()
  await page.getByRole('button', { name: 'Message parents' }).click()
  await expect(page.getByRole('dialog', { name: 'Message parents' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Message parents' }).getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Clear' }).click()
  await page.getByRole('combobox', { name: 'Allergy' }).selectOption({ label: 'Any allergy' })
  await page.getByRole('button', { name: 'Grid' }).click()
  await expect(page).toHaveURL(/\/product\/children\/grid$/)
  await expect(page.getByRole('list', { name: 'Children' })).toBeVisible()
  await shoot(page, 'grid')

  // Add a child with two allergies and a photo to the parent's family.
  const first = stampWord()
  await page.getByRole('button', { name: 'Add child' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add child' })
  // By the parent's full name; households of the same name are told apart by their parents.
  await dialog.getByRole('searchbox', { name: 'Family' }).fill(parent.name)
  await dialog.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: sibling.householdName }).filter({ hasText: parent.name }).first().click()
  await dialog.getByRole('textbox', { name: 'First name' }).fill(first)
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Kidsui')
  await dialog.getByLabel('Birth date').fill('2021-05-06')
  await dialog.getByRole('checkbox', { name: 'Peanuts' }).check()
  await dialog.getByRole('checkbox', { name: 'Milk' }).check()
  await dialog.getByRole('textbox', { name: 'Medical notes' }).fill('Inhaler in the bag')
  await dialog.getByLabel('Photo').setInputFiles({ name: 'kid.png', mimeType: 'image/png', buffer: PNG })
  await shoot(page, 'add-child')
  await dialog.getByRole('button', { name: 'Add child' }).click()
  await expect(toast(page, 'Child added')).toBeVisible()

  // Open the new profile from the listing.
  await page.goto('/product/children/listing')
  await page.getByRole('searchbox', { name: 'Search' }).fill(first)
  await page.getByRole('link', { name: `${first} Kidsui` }).click()
  await expect(page.getByRole('heading', { name: `${first} Kidsui`, level: 1 })).toBeVisible()
  await expect(page.getByLabel('Allergies').getByText('Peanuts')).toBeVisible()
  await expect(page.getByText('Inhaler in the bag')).toBeVisible()
  // The photo, read with the children key.
  await expect(page.getByRole('img', { name: `${first} Kidsui` })).toHaveAttribute('src', /^data:image\/png/)
  await expect(page.getByRole('link', { name: parent.name }).or(page.getByText(parent.name)).first()).toBeVisible()
  const childUrl = page.url()

  // A NOT authorised pickup: the red warning.
  await page.getByRole('button', { name: 'Add pickup person' }).click()
  const pick = page.getByRole('dialog', { name: 'Add pickup person' })
  await pick.getByRole('textbox', { name: 'Name' }).fill('Uncle Nobody')
  await pick.getByRole('textbox', { name: 'Relationship' }).fill('Uncle')
  await pick.getByRole('checkbox', { name: 'Authorised to pick up' }).uncheck()
  await expect(pick.getByRole('alert')).toContainText('NOT authorised')
  await pick.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Pickup person added')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'NOT authorised to pick up' })).toContainText('Uncle Nobody')
  await shoot(page, 'profile')

  // Notes: the empty note's message, add, delete.
  await page.getByRole('link', { name: 'Notes' }).click()
  await expect(page.getByRole('heading', { name: `Notes on ${first} Kidsui` })).toBeVisible()
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Write the note')).toBeVisible()
  await page.getByRole('textbox', { name: 'New note' }).fill('Loves the blue truck')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(toast(page, 'Note added')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Loves the blue truck')
  await shoot(page, 'notes')
  await page.getByRole('button', { name: 'Delete note' }).click()
  await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete note' }).click()
  await expect(toast(page, 'Note deleted')).toBeVisible()
  await expect(page.getByText('No notes yet')).toBeVisible()

  // Message the parents from the profile → the success page.
  await page.goto(childUrl)
  await page.getByRole('button', { name: 'Message parents' }).click()
  const msg = page.getByRole('dialog', { name: 'Message parents' })
  await msg.getByRole('radio', { name: 'E-mail' }).check()
  await msg.getByRole('textbox', { name: 'Subject' }).fill('Sunday pick-up')
  await msg.getByRole('textbox', { name: 'Message' }).fill('Pick-up is at 12:15 this Sunday.')
  await msg.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(/\/children\/communication\/success$/)
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible()
  await expect(page.getByText(/is on its way to \d+ parents?/)).toBeVisible()
  await shoot(page, 'message-sent')
  // The children-only user does not see who viewed.
  await page.goto(childUrl)
  await expect(page.getByRole('heading', { name: `${first} Kidsui`, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Who viewed' })).toHaveCount(0)

  // The super admin sees the views, the children staff member's among them.
  await page.evaluate(() => localStorage.clear())
  await signInWithToken(page, DEMO_ADMIN)
  await page.goto(childUrl)
  await expect(page.getByRole('heading', { name: 'Who viewed' })).toBeVisible()
  const views = page.getByRole('region', { name: 'Who viewed' })
  await expect(views.getByRole('row')).not.toHaveCount(1)
  await expect(views.getByRole('cell', { name: 'notes' }).first()).toBeVisible()
  await expect(views.getByRole('cell', { name: 'profile' }).first()).toBeVisible()
  await shoot(page, 'who-viewed')
  // Dark mode, when the system asks for it (and no theme was chosen).
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Who viewed' })).toBeVisible()
  await shoot(page, 'profile-dark')
  await page.goto('/product/children/grid')
  await expect(page.getByRole('list', { name: 'Children' })).toBeVisible()
  await shoot(page, 'grid-dark')
})
