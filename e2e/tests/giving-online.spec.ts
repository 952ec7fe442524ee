// Giving (issue 14), the donor's and the staff's paths: a gift once and a monthly gift on the
// public /give page against stripe-mock, counted once each after their (twice delivered) signed
// webhooks; reporting by donors; a contribution statement's PDF.
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir } from '../support/people'
import { postStripeEvent, stackEnv } from '../support/stack'
import { signInWithToken } from '../support/ui'

const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }
const WIDTHS = [1280, 375]

async function shoot(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize({ width: w, height: w === 375 ? 812 : 900 })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${screenshotDir}giving-${name}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The PaymentIntent of an online gift, as Stripe (stripe-mock) named it: read from the church's schema. */
function intentOf(giftId: number): string {
  const url = stackEnv().DATABASE_URL!
  const schema = execFileSync('psql', [url, '-Atc', "SELECT schema_name FROM control.churches WHERE short_name = 'grace'"], { encoding: 'utf8' }).trim()
  return execFileSync('psql', [url, '-Atc', `SELECT stripe_payment_intent_id FROM "${schema}".giving_contributions WHERE id = ${Number(giftId)}`], { encoding: 'utf8' }).trim()
}

interface Gift {
  id: number
  personName: string
  amountMinor: number
  status: string
  source: string
}

const stamp = Date.now()
const account = `acct_e2e${stamp}`

test.describe.configure({ mode: 'serial' })

test('a donor gives once and monthly on /give; the gifts count once each after their webhooks, even delivered twice', async ({ page }) => {
  test.setTimeout(180_000)
  // Staff connect the church's Stripe account (the merchant account page's call).
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)
  await apiAs(page, '/api/organization/merchant-account/connect', { accountId: account })

  // The donor, signed out, on the church's giving page.
  const donor = await page.context().browser()!.newContext({ baseURL: page.url().replace(/\/dashboard.*$/, '') })
  const give = await donor.newPage()
  await give.goto('/give')
  await expect(give.getByRole('heading', { name: 'Give online' })).toBeVisible()
  await shoot(give, 'give-form')

  const email = `donor-${stamp}@x.test`
  const fill = async (amount: string, frequency: string) => {
    await give.getByRole('button', { name: amount, exact: true }).click()
    await give.getByText(frequency, { exact: true }).click()
    await give.getByRole('textbox', { name: 'First name' }).fill('Dora')
    await give.getByRole('textbox', { name: 'Last name' }).fill(`Giver${stamp % 100000}`)
    await give.getByRole('textbox', { name: 'E-mail' }).fill(email)
  }

  // Validation: nothing filled in.
  await give.getByTestId('give-submit').click()
  await expect(give.getByText('Enter an amount like 25.00')).toBeVisible()
  await expect(give.getByText('Enter your first name')).toBeVisible()

  // Once, $25, by the test Visa: one submit, even double-clicked.
  await fill('$25', 'One time')
  const first = give.waitForResponse((r) => r.url().endsWith('/api/give/submit'))
  await give.getByTestId('give-submit').dblclick()
  const once = (await (await first).json()).responseData as { giftId: number; status: string }
  await expect(give.getByTestId('give-thanks')).toBeVisible()
  await shoot(give, 'give-thanks')

  // Monthly, $50.
  await give.getByRole('button', { name: 'Give again' }).click()
  await fill('$50', 'Monthly')
  await expect(give.getByTestId('give-submit')).toHaveText('Give $50.00 every month')
  const second = give.waitForResponse((r) => r.url().endsWith('/api/give/submit'))
  await give.getByTestId('give-submit').click()
  const monthly = (await (await second).json()).responseData as { giftId: number; recurringId: number }
  await expect(give.getByText('Your recurring gift is set up: the first one is today.')).toBeVisible()
  expect(monthly.recurringId).toBeTruthy()

  // A bank account: the routing number's checksum is checked as typed.
  await give.getByRole('button', { name: 'Give again' }).click()
  await give.getByText('US bank account', { exact: true }).click()
  await give.getByRole('textbox', { name: 'Routing number' }).fill('110000001')
  await expect(give.getByText('Enter a valid 9-digit routing number')).toBeVisible()
  await give.getByRole('textbox', { name: 'Routing number' }).fill('110000000')
  await expect(give.getByText('Enter a valid 9-digit routing number')).toBeHidden()
  await donor.close()

  // The succeeded events, each delivered twice, on the connected account.
  for (const [gift, amount] of [[once.giftId, 2500], [monthly.giftId, 5000]] as const) {
    const pi = intentOf(gift)
    expect(pi).toMatch(/^pi_/)
    const ev = { id: pi, object: 'payment_intent', status: 'succeeded', amount, currency: 'usd', latest_charge: `ch_e2e${gift}` }
    const a = await postStripeEvent('payment_intent.succeeded', ev, { account })
    const b = await postStripeEvent('payment_intent.succeeded', ev, { account, id: a.id })
    expect(a.status, a.body).toBeLessThan(300)
    expect(b.status, `the same event again: ${b.body}`).toBeLessThan(300)
  }

  // The console: each gift once (counted, by the donor the e-mail found), the newest gifts.
  const donorId = (await apiAs<{ personId: number }>(page, '/api/generosity/contributions/get', { id: once.giftId })).personId
  const mine = async () => {
    const items = (await apiAs<{ items: Gift[] }>(page, '/api/generosity/contributions/list', { page: 0, pageSize: 50, personId: donorId, includeVoided: true })).items
    return items.map((g) => `${g.id} ${g.amountMinor} ${g.status}`).sort()
  }
  await expect.poll(mine, { timeout: 20_000 }).toEqual([`${once.giftId} 2500 succeeded`, `${monthly.giftId} 5000 succeeded`].sort())
})

test('staff run reporting by donors and open a donor statement PDF', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)

  await page.goto('/product/generosity/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Giving dashboard' })).toBeVisible()
  await expect(page.getByTestId('giving-figure-Year to date')).toBeVisible()
  await shoot(page, 'dashboard')

  await page.goto('/product/generosity/reportingbynumbers')
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting by numbers' })).toBeVisible()
  await expect(page.getByTestId('numbers-total')).toBeVisible()
  await shoot(page, 'numbers')

  await page.goto('/product/generosity/reportingbydonors')
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting by donors' })).toBeVisible()
  await page.getByRole('tab', { name: 'All donors' }).click()
  const table = page.getByRole('region', { name: 'Donors' })
  await expect(table).toBeVisible()
  await shoot(page, 'donors')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/\.csv$/)
  // A donor's history.
  await table.getByRole('button').first().click()
  await expect(page.getByTestId('donor-history-total')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).last().click()

  await page.goto('/product/generosity/contributionstatements')
  await expect(page.getByRole('heading', { level: 1, name: 'Contribution statements' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Donor' }).fill('Dora')
  await page.getByRole('option', { name: /Dora/ }).first().click()
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear()))
  await expect(page.getByTestId('statement-preview')).toBeVisible()
  await shoot(page, 'statements')
  const pdf = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await pdf
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
})
