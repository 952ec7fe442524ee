import { expect, test } from '../support/test'
import { createUser, onboardingURL } from '../support/stack'
import { signInWithToken } from '../support/ui'

// Flags on demand (docs/architecture.md, "The UI kit"): a phone field fetches the one flag it
// shows from the app's own assets, and nothing from another host.
test('phone fields load only the flag they show, from their own origin', async ({ page }) => {
  const flags: { url: string; status: number }[] = []
  const elsewhere: string[] = []
  page.on('response', (r) => {
    if (/\/flags-[0-9a-f]+\/[A-Z]{2}\.svg$/.test(r.url())) flags.push({ url: r.url(), status: r.status() })
  })
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname
    if (!host.endsWith('localhost') && host !== '127.0.0.1' && !r.url().startsWith('data:')) elsewhere.push(r.url())
  })
  await signInWithToken(page, createUser())
  await page.goto('/organization/general')
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true })
  await expect(phone).toBeVisible()
  await expect(page.locator('img.PhoneInputCountryIconImg')).toHaveJSProperty('complete', true)
  expect(await page.locator('img.PhoneInputCountryIconImg').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0)

  await page.goto(onboardingURL('/'))
  await page.getByLabel('Church size').selectOption({ index: 1 })
  await page.getByRole('checkbox', { name: /^People & Membership/ }).check()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('form', { name: 'Church and admin details' })).toBeVisible()
  await expect(page.locator('img.PhoneInputCountryIconImg').first()).toHaveJSProperty('complete', true)

  expect(flags.length).toBeGreaterThanOrEqual(2)
  expect(flags.every((f) => f.status === 200 || f.status === 304)).toBe(true)
  expect(new Set(flags.map((f) => f.url.replace(/^.*\//, '')))).toEqual(new Set(['US.svg']))
  expect(elsewhere).toEqual([])
})
