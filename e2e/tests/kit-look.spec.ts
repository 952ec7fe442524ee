import { expect, test, type Page } from '../support/test'
import { createUser, onboardingURL } from '../support/stack'
import { signInWithToken } from '../support/ui'

// The UI kit's look check: the same pages before and after a change to packages/ui. Not part of
// the suite (the pictures depend on the machine's fonts): build the old code and run
//   KIT_LOOK=1 npx playwright test -c e2e kit-look.spec.ts --update-snapshots
// then build the new code and run it again without --update-snapshots: a moved pixel fails with a
// diff image in e2e/test-results*/.
const widths = [1280, 375]

test.skip(!process.env.KIT_LOOK, 'a before/after check, run by hand (KIT_LOOK=1)')

async function snap(page: Page, name: string) {
  await page.waitForTimeout(400)
  // The signed-in user's name differs each run (createUser): the top bar is masked.
  const mask = [page.locator('header')]
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixels: 0, mask })
}

for (const width of widths) {
  test(`kit look at ${width}px: sign-in, organisation form, onboarding wizard`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await snap(page, `sign-in-${width}`)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await snap(page, `sign-in-errors-${width}`)

    const user = createUser()
    await signInWithToken(page, user)
    await page.goto('/organization/general')
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toBeVisible()
    await snap(page, `org-general-${width}`)

    await page.goto(onboardingURL('/'))
    await expect(page.getByRole('heading', { name: 'Pricing and Planning' })).toBeVisible()
    await snap(page, `wizard-plan-${width}`)
    await page.getByLabel('Church size').selectOption({ index: 1 })
    await page.getByRole('checkbox', { name: /^People & Membership/ }).check()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByRole('form', { name: 'Church and admin details' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue to OTP' }).click()
    await snap(page, `wizard-details-errors-${width}`)
  })
}
