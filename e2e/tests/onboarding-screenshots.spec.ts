import { expect, test, type Page } from '../support/test'
import { fillChurchDetails, fillPhoneField, uniquePhone } from '../support/onboarding'
import { onboardingURL } from '../support/stack'

// Pictures of the onboarding host for a person to look at (e2e/screenshots/, git-ignored).
const dir = new URL('../screenshots/', import.meta.url).pathname

/** A full page is taken with a viewport as tall as the page, so the sticky header and the fixed
 *  price bar sit where a visitor sees them (a stitched full-page picture puts them mid-page). */
async function shot(page: Page, name: string, fullPage = true) {
  const size = page.viewportSize()!
  if (fullPage) {
    await page.evaluate(() => window.scrollTo(0, 0))
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) })
  }
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${dir}${name}.png` })
  if (fullPage) await page.setViewportSize(size)
}

async function planStep(page: Page) {
  await page.goto(onboardingURL('/'))
  await page.getByLabel('Church size').selectOption({ index: 2 })
  for (const name of [/^People & Membership/, /^Giving & Generosity/, /^Children's Check-in/]) await page.getByRole('checkbox', { name }).check()
}

async function detailsStep(page: Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await fillChurchDetails(page, 'Secret#12')
}

test('screenshots: wizard step 1, step 3, OTP; proposal and its success page; phone widths', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await planStep(page)
  await shot(page, 'onboarding-step1')
  await shot(page, 'onboarding-step1-viewport', false)

  await detailsStep(page)
  await page.getByRole('button', { name: 'Continue to OTP' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await shot(page, 'onboarding-step3')
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#123')
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()
  await page.getByRole('button', { name: 'Continue to OTP' }).click()
  await expect(page.getByText('Select a number to Receive your OTP')).toBeVisible()
  await page.getByRole('button', { name: 'Request OTP' }).click()
  await expect(page.getByText('Pls enter the otp sent to your number', { exact: true })).toBeVisible()
  await page.keyboard.type('12')
  await shot(page, 'onboarding-otp', false)

  await page.setViewportSize({ width: 375, height: 812 })
  await planStep(page)
  await shot(page, 'onboarding-step1-mobile')
  await shot(page, 'onboarding-step1-mobile-viewport', false)
  await detailsStep(page)
  await shot(page, 'onboarding-step3-mobile')

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(onboardingURL('/mobile-app-proposal'))
  await page.getByRole('button', { name: 'Get my proposal' }).click()
  await shot(page, 'proposal-errors')
  await page.goto(onboardingURL('/mobile-app-proposal'))
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Okafor')
  await page.getByLabel('Email').fill('ada@hope.example.org')
  await fillPhoneField(page, 'Phone Number', uniquePhone())
  await page.getByLabel('Church Name').fill('Hope Chapel')
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()
  await shot(page, 'proposal')
  await page.getByRole('button', { name: 'Get my proposal' }).click()
  await expect(page.getByText('Thank You!!!')).toBeVisible()
  await shot(page, 'proposal-success', false)

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(onboardingURL('/global-giving-ebrochure'))
  await shot(page, 'brochure-mobile')
})
