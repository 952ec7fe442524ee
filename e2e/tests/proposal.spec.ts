import { expect, test, type Page } from '../support/test'
import { expectPdf, fillPhoneField, uniquePhone } from '../support/onboarding'
import { onboardingURL, portBase } from '../support/stack'

const FORM = '/mobile-app-proposal'
const phone = (page: Page) => page.getByRole('textbox', { name: 'Phone Number', exact: true })

test('mobile app proposal: the form reaches the thank-you page and its link is a real PDF', async ({ page, request }) => {
  await page.goto(onboardingURL(FORM))
  await expect(page).toHaveTitle('Congregate | Mobile App Proposal')
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Okafor')
  await page.getByLabel('Email', { exact: true }).fill(`e2e-proposal-${Date.now()}@x.test`)
  const number = uniquePhone()
  await fillPhoneField(page, 'Phone Number', number)
  await page.getByLabel('Church Name').fill('Hope Chapel')
  await page.getByLabel('Church Website').fill('hope.example.org')
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/proposals'))
  await page.getByRole('button', { name: 'Get my proposal' }).click()
  expect((await sent).postDataJSON()).toEqual({
    first_name: 'Ada',
    last_name: 'Okafor',
    email: expect.stringMatching(/^e2e-proposal-/),
    church_name: 'Hope Chapel',
    phone_number: number,
    church_website: 'hope.example.org',
  })

  await expect(page).toHaveURL(onboardingURL(`${FORM}/success`))
  await expect(page.locator('[data-toast="success"]')).toContainText('Success!')
  await expect(page.getByRole('heading', { name: 'Thank You!!!' })).toBeVisible()
  await expect(page.getByText('Click on icon to view and download PDF', { exact: true })).toBeVisible()
  const link = page.getByTestId('pdf-link')
  const href = await link.getAttribute('href')
  expect(href).toMatch(new RegExp(`^http://onboarding\\.localhost:${portBase}/files/.+\\.pdf$`))
  await expectPdf(request, href!)

  // The icon opens the PDF.
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
  expect(popup.url()).toBe(href)
  await popup.close()
})

test('mobile app proposal: §5 messages for each bad input', async ({ page }) => {
  await page.goto(onboardingURL(FORM))
  await page.getByRole('button', { name: 'Get my proposal' }).click()
  const required = 'This field is required'
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Last Name')).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(required)
  await expect(phone(page)).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Church Name')).toHaveAccessibleDescription(required)
  await expect(page.getByRole('checkbox', { name: /Terms of Service/ })).toHaveAccessibleDescription(required)
  await expect(page.getByLabel('Church Website')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(onboardingURL(FORM))

  for (const label of ['First Name', 'Last Name', 'Church Name']) {
    await page.getByLabel(label).fill('x'.repeat(101))
    await expect(page.getByLabel(label)).toHaveAccessibleDescription('Maximum 100 characters')
  }
  await page.getByLabel('Email', { exact: true }).fill('ada@')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('email is not valid')
  await fillPhoneField(page, 'Phone Number', '+1202555')
  await expect(phone(page)).toHaveAccessibleDescription('This number is invalid')
  await page.getByLabel('Church Website').fill('hope')
  await expect(page.getByLabel('Church Website')).toHaveAccessibleDescription('URL is not valid')
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()
  await expect(page.getByRole('checkbox', { name: /Terms of Service/ })).not.toHaveAttribute('aria-invalid', 'true')
})

test('mobile app proposal: other paths and the success page without a PDF link go to the form', async ({ page }) => {
  await page.goto(onboardingURL(`${FORM}/success`))
  await expect(page).toHaveURL(onboardingURL(FORM))
  await expect(page.getByRole('form', { name: 'Mobile app proposal' })).toBeVisible()
  await page.goto(onboardingURL(`${FORM}/anything/else`))
  await expect(page).toHaveURL(onboardingURL(FORM))
  await expect(page.getByRole('form', { name: 'Mobile app proposal' })).toBeVisible()
})
