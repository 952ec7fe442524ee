import { expect, test, type Page } from '../support/test'
import { fillPhoneField, uniquePhone, uniqueShortName } from '../support/onboarding'
import { onboardingURL, ops } from '../support/stack'

// Spec §5 onboarding rules, each message for its bad input, under its own field.

async function toDetails(page: Page) {
  await page.goto(onboardingURL('/'))
  await page.getByLabel('Church size').selectOption({ index: 1 })
  await page.getByRole('checkbox', { name: /^People & Membership/ }).check()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('form', { name: 'Church and admin details' })).toBeVisible()
}

const phone = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })

test('wizard: local storage is cleared on load; unknown paths are not found', async ({ page }) => {
  await page.goto(onboardingURL('/no/such/page'))
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.evaluate(() => localStorage.setItem('user', '{"a":1}'))
  await page.goto(onboardingURL('/'))
  await expect(page.getByRole('heading', { name: 'Pricing and Planning' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
})

test('onboarding form: every §5 message for its bad input', async ({ page }) => {
  await toDetails(page)
  const next = page.getByRole('button', { name: 'Continue to OTP' })
  await next.click()
  // Still the form: nothing goes to the OTP screen with errors.
  await expect(page.getByText('Select a number to Receive your OTP')).toHaveCount(0)

  const required = 'This field is required'
  await expect(page.getByLabel('Church Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Church Short Name')).toHaveAccessibleDescription('Must be 4 to 20 letters only')
  await expect(page.getByLabel('Church Email')).toHaveAccessibleDescription(required)
  // The address message is lower-case in the spec.
  await expect(page.getByLabel('Church Address')).toHaveAccessibleDescription('this field is required')
  await expect(phone(page, 'Church Phone Number')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Last Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Admin Email')).toHaveAccessibleDescription(required)
  await expect(phone(page, 'Admin Phone Number')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription(required)
  await expect(page.getByRole('checkbox', { name: /Terms of Service/ })).toHaveAccessibleDescription(required)
  // The website is optional.
  await expect(page.getByLabel('Church Website')).not.toHaveAttribute('aria-invalid', 'true')

  // Text fields hold at most 100 characters.
  const long = 'x'.repeat(101)
  for (const label of ['Church Name', 'First Name', 'Last Name', 'Church Address']) {
    await page.getByLabel(label).fill(long)
    await expect(page.getByLabel(label)).toHaveAccessibleDescription('Maximum 100 characters')
  }

  await page.getByLabel('Church Website').fill('not a url')
  await expect(page.getByLabel('Church Website')).toHaveAccessibleDescription('URL is not valid')
  await page.getByLabel('Church Website').fill(`https://${'a'.repeat(100)}.org`)
  await expect(page.getByLabel('Church Website')).toHaveAccessibleDescription('Maximum 100 characters')
  await page.getByLabel('Church Website').fill('')
  await expect(page.getByLabel('Church Website')).not.toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Church Email').fill('office@')
  await expect(page.getByLabel('Church Email')).toHaveAccessibleDescription('email is not valid')
  await page.getByLabel('Admin Email').fill('ada.example.org')
  await expect(page.getByLabel('Admin Email')).toHaveAccessibleDescription('email is not valid')

  await fillPhoneField(page, 'Church Phone Number', '+1202555')
  await expect(phone(page, 'Church Phone Number')).toHaveAccessibleDescription('This number is invalid')
  await fillPhoneField(page, 'Admin Phone Number', '+1202')
  await expect(phone(page, 'Admin Phone Number')).toHaveAccessibleDescription('This number is invalid')
  await fillPhoneField(page, 'Admin Phone Number', '5550143')
  await expect(phone(page, 'Admin Phone Number')).not.toHaveAttribute('aria-invalid', 'true')

  const password = page.getByLabel('Password', { exact: true })
  for (const [value, message] of [
    ['Ab1!', 'Mininum 8 characters'],
    ['Abcdefgh1!' + 'x'.repeat(23), 'Maximum 32 characters'],
    ['Abcdefg1', 'Must contain at least one special character'],
    ['Abcdefg!', 'Must contain at least one number'],
    ['abcdef1!', 'Must contain at least one uppercase character'],
    ['ABCDEF1!', 'Must contain at least one lowercase character'],
  ] as const) {
    await password.fill(value)
    await expect(password).toHaveAccessibleDescription(message)
  }
  await password.fill('Secret#123')
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#124')
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords do not match')

  // Short name: non-letters stripped while typing; fewer than 4 letters is not sent to the server.
  const shortName = page.getByLabel('Church Short Name')
  await shortName.fill('')
  await shortName.pressSequentially('a1b-c')
  await expect(shortName).toHaveValue('abc')
  await shortName.blur()
  await expect(shortName).toHaveAccessibleDescription('Must be 4 to 20 letters only')
  await expect(page.getByRole('button', { name: 'Continue to OTP' })).toBeEnabled()
  // A 400 puts data.short_name[0] under the field (reserved, or too long for the server's rule).
  await shortName.fill('admin')
  await shortName.blur()
  await expect(shortName).toHaveAccessibleDescription('This short name is reserved')
  await expect(next).toBeDisabled()
  await shortName.focus()
  await expect(next).toBeEnabled()
  await shortName.fill('abcdefghijklmnopqrstu')
  await shortName.blur()
  await expect(shortName).toHaveAccessibleDescription('Must be 4 to 20 letters only')
  await expect(next).toBeDisabled()

  // Terms: ticking clears its message.
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()
  await expect(page.getByRole('checkbox', { name: /Terms of Service/ })).not.toHaveAttribute('aria-invalid', 'true')
})

test('a refusal at sign-up shows the first message of each field as an Error toast and returns to the form', async ({ page }) => {
  await toDetails(page)
  const short = uniqueShortName('race')
  await page.getByLabel('Church Name').fill('Race Chapel')
  await page.getByLabel('Church Short Name').fill(short)
  await page.getByLabel('Church Short Name').blur()
  await expect(page.getByTestId('short-name-ok')).toBeVisible()
  await page.getByLabel('Church Email').fill(`office-${short}@x.test`)
  await page.getByLabel('Church Address').fill('2 Main St')
  await fillPhoneField(page, 'Church Phone Number', uniquePhone())
  await page.getByLabel('First Name').fill('Rae')
  await page.getByLabel('Last Name').fill('Cer')
  await page.getByLabel('Admin Email').fill(`admin-${short}@x.test`)
  await fillPhoneField(page, 'Admin Phone Number', uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill('Secret#123')
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#123')
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()
  await page.getByRole('button', { name: 'Continue to OTP' }).click()
  await page.getByRole('radio', { name: /Church phone number/ }).check()
  await page.getByRole('button', { name: 'Request OTP' }).click()
  await expect(page.getByText('Pls enter the otp sent to your number', { exact: true })).toBeVisible()

  // Someone else takes the name meanwhile; the server checks the fields before the code.
  ops(['provision', '--short', short, '--name', 'Quicker Church', '--email', `quick-${short}@x.test`])
  await page.keyboard.type('123456')
  await expect(page.locator('[data-toast="error"]').filter({ hasText: 'Error' })).toContainText('This short name is already taken')
  await expect(page.getByRole('form', { name: 'Church and admin details' })).toBeVisible()
  await expect(page.getByLabel('Church Short Name')).toHaveAccessibleDescription('This short name is already taken')
  await expect(page.getByRole('button', { name: 'Continue to OTP' })).toBeDisabled()
})
