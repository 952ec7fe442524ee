import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'
import { screenshotDir } from '../support/organization'

// A 1×1 PNG, and a Windows executable renamed to .png (the API checks content, not names).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

async function asSuperAdmin(page: Page) {
  const admin = createUser({ first: 'Org', last: `Admin${Date.now() % 100000}` })
  await signInWithToken(page, admin)
  return admin
}

test('general details: validation messages, then the new name shows at once', async ({ page }) => {
  await asSuperAdmin(page)
  await page.goto('/organization/general')
  const form = page.getByRole('form', { name: 'Organisation details' })
  const name = form.getByLabel('Organisation name')
  await expect(name).toHaveValue(/\S/)
  const original = await name.inputValue()

  await form.getByLabel('E-mail').fill('office@')
  await form.getByLabel('Website').fill('grace.example')
  await name.fill('')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByText('Organisation name is required')).toBeVisible()
  await expect(form.getByText('email is not valid')).toBeVisible()
  await expect(form.getByText('URL is not valid')).toBeVisible()

  await form.getByRole('button', { name: 'Discard' }).click()
  await expect(name).toHaveValue(original)
  await name.fill(`${original} Fellowship`)
  await form.getByLabel('Website').fill('https://grace.example.org/welcome')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Organisation details saved')).toBeVisible()
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' })
  await expect(sidebar.getByText(`${original} Fellowship`)).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`${original} Fellowship`))
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.screenshot({ path: `${screenshotDir}organization-general.png` })

  await name.fill(original)
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(sidebar.getByText(original, { exact: true })).toBeVisible()
})

test('social media: a bad link is refused, a good one is kept', async ({ page }) => {
  await asSuperAdmin(page)
  await page.goto('/organization/socialmedia')
  const form = page.getByRole('form', { name: 'Social media links' })
  await form.getByLabel('X (Twitter)').fill('x.com/grace')
  await form.getByLabel('WhatsApp').fill('+1')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByText('URL is not valid')).toBeVisible()
  await expect(form.getByText('Number is not valid')).toBeVisible()

  const fb = `https://facebook.com/grace${Date.now() % 1000}`
  await form.getByLabel('X (Twitter)').fill('')
  await form.getByLabel('WhatsApp').fill('')
  await form.getByLabel('Facebook').fill(fb)
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Social media saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Social media links' }).getByLabel('Facebook')).toHaveValue(fb)
})

test('brand & logo: refuses other kinds, uploads a PNG with preview, removes it', async ({ page }) => {
  await asSuperAdmin(page)
  await page.goto('/organization/brand&logo')
  const slot = page.getByTestId('logo-slot-logo')
  const input = slot.getByLabel('Choose logo file')

  await input.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG })
  await expect(slot.getByText('Only JPEG, PNG or SVG images are allowed')).toBeVisible()

  // A renamed executable passes the browser's checks; the API reads the content and refuses it.
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: EXE })
  await slot.getByRole('button', { name: 'Save logo' }).click()
  await expect(toast(page, /Only JPEG, PNG or SVG images are allowed|does not match/)).toBeVisible()
  await slot.getByRole('button', { name: 'Cancel' }).click()

  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(slot.getByText('Not saved yet')).toBeVisible()
  await expect(slot.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^blob:/)
  await slot.getByRole('button', { name: 'Save logo' }).click()
  await expect(toast(page, 'Logo saved')).toBeVisible()
  // Organisation info came back with the logo: the sidebar shows it without a reload.
  const sideLogo = page.getByRole('complementary', { name: 'Main navigation' }).getByRole('img', { name: /logo/ })
  await expect(sideLogo).toHaveAttribute('src', /api\/org\/logo\/logo/)
  await expect(slot.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /api\/org\/logo\/logo/)

  await slot.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog', { name: 'Remove the logo?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, 'Logo removed')).toBeVisible()
  await expect(sideLogo).toHaveCount(0)
})

test('messaging: sender ID rules, live e-mail preview, template saved', async ({ page }) => {
  await asSuperAdmin(page)
  await page.goto('/organization/messaging')
  const sender = page.getByRole('form', { name: 'Sender details' })
  await sender.getByLabel('Sender ID').fill('G!')
  await sender.getByRole('button', { name: 'Save changes' }).click()
  await expect(sender.getByText('Sender ID must be 3 to 11 letters or digits, with at least one letter')).toBeVisible()
  await sender.getByLabel('Sender ID').fill('GRACE')
  await sender.getByLabel('SMS signature').fill('- Grace Church')
  await expect(page.getByTestId('sms-preview')).toContainText('- Grace Church')
  await sender.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Messaging settings saved')).toBeVisible()

  const template = page.getByRole('form', { name: 'E-mail template' })
  const header = `Grace news ${Date.now() % 1000}`
  await template.getByLabel('Header').fill(header)
  await template.getByLabel('Subject prefix').fill('[Grace]')
  await expect(page.getByTestId('email-preview')).toContainText(header)
  await expect(page.getByTestId('email-preview')).toContainText('[Grace] Sunday service this week')
  await template.getByRole('button', { name: 'Save template' }).click()
  await expect(toast(page, 'E-mail template saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'E-mail template' }).getByLabel('Header')).toHaveValue(header)
  await page.setViewportSize({ width: 1280, height: 1400 })
  await page.screenshot({ path: `${screenshotDir}organization-messaging.png` })
})

test('settings: system settings and a reworded help text', async ({ page }) => {
  await asSuperAdmin(page)
  await page.goto('/organization/settings')
  const form = page.getByRole('form', { name: 'System settings' })
  const format = form.getByLabel('Date format')
  const before = await format.inputValue()
  const next = before === 'YYYY-MM-DD' ? 'DD/MM/YYYY' : 'YYYY-MM-DD'
  await format.selectOption(next)
  await form.getByRole('radio', { name: 'Monday' }).check()
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'System settings saved')).toBeVisible()
  // Organisation info came back with the settings: the spec's storage key follows.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('systemSettings') ?? '{}').dateFormat)).toBe(next)

  await page.getByRole('button', { name: 'Edit help text Roles & permissions' }).click()
  const dialog = page.getByRole('dialog', { name: 'Help text: Roles & permissions' })
  const words = `Ask the office before changing a role. ${Date.now() % 1000}`
  await dialog.getByLabel('Comment').fill(words)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Tooltip saved')).toBeVisible()
  await page.goto('/organization/roles&permissions')
  await page.getByRole('button', { name: 'About Roles & permissions' }).click()
  await expect(page.getByText(words)).toBeVisible()

  await page.goto('/organization/settings')
  await page.getByRole('button', { name: 'Edit help text Roles & permissions' }).click()
  await page.getByRole('dialog', { name: 'Help text: Roles & permissions' }).getByRole('button', { name: 'Reset to default' }).click()
  await expect(page.getByText(words)).toHaveCount(0)
  await format.selectOption('ddd MMM D, YYYY, h:mm A')
  await form.getByRole('radio', { name: 'Sunday' }).check()
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'System settings saved').last()).toBeVisible()
})

test('QR codes: previews and PNG/SVG downloads', async ({ page }) => {
  await asSuperAdmin(page)
  await page.goto('/organization/qrcodes')
  const card = page.locator('[data-qr="console"]')
  await expect(card.getByRole('img', { name: /QR code for/ })).toHaveAttribute('src', /^blob:/)

  const [png] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Download PNG/ }).click()])
  expect(png.suggestedFilename()).toMatch(/^grace-console-qr\.png$/)
  expect(readFileSync(await png.path()).subarray(1, 4).toString()).toBe('PNG')
  const [svg] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Download SVG/ }).click()])
  expect(svg.suggestedFilename()).toMatch(/\.svg$/)
  expect(readFileSync(await svg.path(), 'utf8')).toContain('<svg')

  await page.getByLabel('Link', { exact: true }).fill('not a link')
  await page.getByRole('button', { name: 'Make QR code' }).click()
  await expect(page.getByText('URL is not valid')).toBeVisible()
  await page.getByLabel('Link', { exact: true }).fill('https://grace.example.org/easter')
  await page.getByRole('button', { name: 'Make QR code' }).click()
  await expect(page.getByRole('img', { name: 'QR code for https://grace.example.org/easter' })).toHaveAttribute('src', /^blob:/)
  await page.setViewportSize({ width: 1280, height: 1300 })
  await page.screenshot({ path: `${screenshotDir}organization-qrcodes.png` })
})

test('my profile from the user menu', async ({ page }) => {
  const admin = await asSuperAdmin(page)
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'My profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'My profile' })
  await expect(dialog.getByLabel('E-mail')).toHaveValue(admin.email)
  await dialog.getByLabel('First name').fill('')
  await dialog.getByRole('button', { name: 'Save profile' }).click()
  await expect(dialog.getByText('First name is required')).toBeVisible()
  await dialog.getByLabel('First name').fill('Olive')
  await dialog.getByRole('button', { name: 'Save profile' }).click()
  await expect(toast(page, /Profile/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(`Olive ${admin.last}`)
})

test('the user menu opens on a click made before its code has arrived', async ({ page }) => {
  await asSuperAdmin(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/UserMenu-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.reload()
  await page.getByRole('button', { name: 'User menu' }).click()
  release()
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible()
})

test('admin guide and leadership pages', async ({ page }) => {
  const admin = await asSuperAdmin(page)
  await page.goto('/organization/adminguide')
  await expect(page.getByRole('heading', { name: 'Organisation guide' })).toBeVisible()
  await page.getByRole('link', { name: 'Open Roles & permissions →' }).click()
  await expect(page).toHaveURL(/\/organization\/roles&permissions$/)

  await page.goto('/organization/leadership&dirservice')
  await page.getByRole('button', { name: 'Add leader' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add a leader' })
  await dialog.getByRole('button', { name: 'Add leader' }).click()
  await expect(dialog.getByText('Choose a person')).toBeVisible()
  await expect(dialog.getByText('Title is required')).toBeVisible()

  // Add the admin as a leader, move them up one place, then remove them.
  const name = `${admin.first} ${admin.last}`
  await dialog.getByLabel('Person').fill(admin.last)
  await dialog.getByRole('button', { name: new RegExp(name) }).click()
  await dialog.getByLabel('Title').fill('Elder')
  await dialog.getByRole('button', { name: 'Add leader' }).click()
  await expect(toast(page, /saved|added/i)).toBeVisible()
  const leaders = page.getByRole('list', { name: 'Leaders' })
  const row = leaders.getByRole('listitem').filter({ hasText: name })
  await expect(row).toContainText('Elder')
  const count = await leaders.getByRole('listitem').count()
  await expect(leaders.getByRole('listitem').last()).toContainText(name)
  await row.getByRole('button', { name: `Move ${name} up` }).click()
  await expect(leaders.getByRole('listitem').nth(count - 2)).toContainText(name)
  await row.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog', { name: `Remove ${name} from the leadership?` }).getByRole('button', { name: 'Remove' }).click()
  await expect(leaders.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
})

test('phones: the organisation pages fit 375px', async ({ page }) => {
  await asSuperAdmin(page)
  await page.setViewportSize({ width: 375, height: 812 })
  for (const [path, shot] of [
    ['/organization/roles&permissions', 'roles-mobile.png'],
    ['/organization/roles&permissions?tab=users', 'roles-users-mobile.png'],
    ['/organization/brand&logo', 'organization-colours-mobile.png'],
    ['/organization/access&securityaudit', 'audit-mobile.png'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator('main h1')).toBeVisible()
    await page.waitForTimeout(300)
    // Nothing but scrolling tables may be wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: `${screenshotDir}${shot}`, fullPage: true })
  }
})
