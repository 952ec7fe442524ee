import { expect, test, type Page } from '../support/test'
import { expectPdf, fillPhoneField, uniquePhone } from '../support/onboarding'
import { onboardingURL, portBase } from '../support/stack'

const FORM = '/global-giving-ebrochure'
const phone = (page: Page) => page.getByRole('textbox', { name: 'Phone Number', exact: true })

test('global giving e-brochure: role and stored ip are sent; the thank-you page links a real PDF', async ({ page, request }) => {
  await page.goto(onboardingURL(FORM))
  await expect(page).toHaveTitle('Congregate | Global Giving E-Brochure')
  // Spec §3: the ip comes from local storage (ipAddress) when present; the server takes the real one.
  await page.evaluate(() => localStorage.setItem('ipAddress', '203.0.113.7'))
  await page.reload()
  await page.getByLabel('First Name').fill('Grace')
  await page.getByLabel('Last Name').fill('Mensah')
  await page.getByLabel('Email', { exact: true }).fill(`e2e-brochure-${Date.now()}@x.test`)
  const number = uniquePhone()
  await fillPhoneField(page, 'Phone Number', number)
  await page.getByLabel('Church Name').fill('Grace Fellowship')
  for (const role of ['Pastor', 'Ministry Leader', 'Member', 'Other']) await expect(page.getByRole('radio', { name: role, exact: true })).toBeVisible()
  await page.getByRole('radio', { name: 'Ministry Leader' }).check()
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/brochures'))
  await page.getByRole('button', { name: 'Get the e-brochure' }).click()
  expect((await sent).postDataJSON()).toEqual({
    first_name: 'Grace',
    last_name: 'Mensah',
    email: expect.stringMatching(/^e2e-brochure-/),
    church_name: 'Grace Fellowship',
    phone_number: number,
    church_website: '',
    role: 'Ministry Leader',
    ip: '203.0.113.7',
  })

  await expect(page).toHaveURL(onboardingURL(`${FORM}/success`))
  await expect(page.locator('[data-toast="success"]')).toContainText('Success!')
  await expect(page.getByRole('heading', { name: 'Thank You!!!' })).toBeVisible()
  await expect(page.getByText('Click on icon to view and download PDF', { exact: true })).toBeVisible()
  const href = await page.getByTestId('pdf-link').getAttribute('href')
  expect(href).toMatch(new RegExp(`^http://onboarding\\.localhost:${portBase}/files/.+\\.pdf$`))
  await expectPdf(request, href!)
})

test('global giving e-brochure: §5 messages for each bad input, the role included', async ({ page }) => {
  await page.goto(onboardingURL(FORM))
  await page.getByRole('button', { name: 'Get the e-brochure' }).click()
  const required = 'This field is required'
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Last Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(required)
  await expect(phone(page)).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Church Name')).toHaveAccessibleDescription(required)
  await expect(page.getByRole('group', { name: 'Your role' })).toHaveAccessibleDescription(required)
  await expect(page.getByRole('checkbox', { name: /Terms of Service/ })).toHaveAccessibleDescription(required)
  await expect(page).toHaveURL(onboardingURL(FORM))

  await page.getByLabel('Email', { exact: true }).fill('grace.example.org')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('email is not valid')
  await fillPhoneField(page, 'Phone Number', '+12025')
  await expect(phone(page)).toHaveAccessibleDescription('This number is invalid')
  await page.getByLabel('Church Website').fill('http://nodot')
  await expect(page.getByLabel('Church Website')).toHaveAccessibleDescription('URL is not valid')
  await page.getByLabel('First Name').fill('x'.repeat(101))
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Maximum 100 characters')
  await page.getByRole('radio', { name: 'Pastor' }).check()
  await expect(page.getByRole('group', { name: 'Your role' })).not.toHaveAttribute('aria-invalid', 'true')
})

test('global giving e-brochure: other paths and the success page without a PDF link go to the form', async ({ page }) => {
  await page.goto(onboardingURL(`${FORM}/success`))
  await expect(page).toHaveURL(onboardingURL(FORM))
  await page.goto(onboardingURL(`${FORM}/x/y`))
  await expect(page).toHaveURL(onboardingURL(FORM))
  await expect(page.getByRole('form', { name: 'Global giving e-brochure' })).toBeVisible()
})
