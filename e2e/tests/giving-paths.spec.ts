// Giving (issue 14): the staff paths no other spec walks, as the demo church's admin. Statements
// for every donor of a period (progress to done, the ZIP holds one PDF per donor with counted
// gifts and none for the others), a pledge campaign whose given / pledged / remaining move with a
// gift, the giving settings (kept after a reload; a keyword clash refused with the contract's
// message), the merchant account (disconnect, a bad id, connect against stripe-mock, Stripe
// enabling its charges) and the members' expiring cards (the demo's card expiring this month,
// one reminder in the outbox).
// Set-up goes through the API (support/people.ts apiAs); what is under test goes through the
// pages. Screenshots at 1280 and 375 px land in e2e/screenshots/.
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, apiAs, screenshotDir, stampWord } from '../support/people'
import { churchURL, outboxMessages, postStripeEvent, tenantPort, waitForMessage } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'
import { readZip } from '../support/zip'

const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }
// The demo's saved card expiring this month (controlplane/demo/giving_online.go): Ruth's.
const RUTH = { name: 'Ruth Adeyemi', email: 'people@grace.demo', last4: '0341' }
const DEMO_ACCOUNT = 'acct_demo_grace'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${screenshotDir}giving-paths-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** YYYY-MM-DD in the church's time zone (the demo's: America/Chicago), `days` from today. */
function churchDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(Date.now() + days * 86_400_000))
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10)
}

async function firstFund(page: Page): Promise<{ id: number; name: string }> {
  return (await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/generosity/codes/available', {})).items[0]!
}

async function addGift(page: Page, personId: number, fundId: number, amount: string, receivedOn: string): Promise<number> {
  return (await apiAs<{ id: number }>(page, '/api/generosity/contributions/add', { personId, fundId, amount, method: 'cash', receivedOn, note: '' })).id
}

test.describe.configure({ mode: 'serial' })

// One sign-in for the file (the session is in local storage): on a loaded machine a sign-in is
// seconds, and none of these paths is about signing in.
const session = path.join(tmpdir(), `congregate-e2e-${tenantPort}-giving-paths.json`)
test.use({ storageState: session })
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: churchURL(DEMO_ADMIN.church), storageState: undefined })
  await signInWithToken(await context.newPage(), DEMO_ADMIN)
  await context.storageState({ path: session })
  await context.close()
})

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('statements for all donors of a period: progress to done, a ZIP with one PDF per donor with gifts', async ({ page }) => {
  // A week of its own long ago (one per minute of the run and a week apart from the next, so a
  // rerun on the same stack finds only its own donors): Ada gives twice, Ben once; Cy's only gift
  // is void, Eve gives the day after the week, Dee never gives.
  const slot = Math.floor(Date.now() / 60_000) % 1250
  const from = new Date(Date.UTC(1970, 0, 5) + slot * 14 * 86_400_000)
  const to = new Date(from.getTime() + 6 * 86_400_000)
  const after = new Date(to.getTime() + 86_400_000)
  const stamp = stampWord()
  await page.goto('/product/generosity/contributionstatements')
  await expect(page.getByRole('heading', { level: 1, name: 'Contribution statements' })).toBeVisible()
  const fund = await firstFund(page)
  const [ada, ben, cy, dee, eve] = await Promise.all(['Ada', 'Ben', 'Cy', 'Dee', 'Eve'].map((first) => addPersonViaApi(page, { firstName: first, lastName: `Donor${stamp}` })))
  await addGift(page, ada!.id, fund.id, '40.00', isoDay(from))
  await addGift(page, ada!.id, fund.id, '2.50', isoDay(to))
  await addGift(page, ben!.id, fund.id, '100.00', isoDay(from))
  const voided = await addGift(page, cy!.id, fund.id, '75.00', isoDay(from))
  await apiAs(page, '/api/generosity/contributions/void', { id: voided, reason: 'Entered twice' })
  await addGift(page, eve!.id, fund.id, '10.00', isoDay(after))

  await page.getByRole('button', { name: 'Generate for all donors' }).click()
  const dialog = page.getByRole('dialog', { name: 'Generate statements for all donors' })
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill(isoDay(from))
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(isoDay(to))
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(toast(page, 'Statements are being generated')).toBeVisible()
  const bar = dialog.getByRole('progressbar')
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 })
  await expect(bar).toHaveAccessibleName('Finished')
  await expect(dialog.getByTestId('run-summary')).toHaveText('2 statements')
  await shoot(page, 'statements-run')

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download ZIP' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.zip$/)
  const bytes = readFileSync(await file.path())
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
  const entries = readZip(bytes)
  expect(entries.map((e) => e.name).sort()).toEqual([`Ada-Donor${stamp}-${ada!.id}.pdf`, `Ben-Donor${stamp}-${ben!.id}.pdf`].sort())
  for (const e of entries) expect(e.data.subarray(0, 5).toString('latin1'), e.name).toBe('%PDF-')
  for (const p of [cy!, dee!, eve!]) expect(entries.some((e) => e.name.endsWith(`-${p.id}.pdf`)), `no statement for ${p.fullName}`).toBe(false)

  // Closed, the run is in the past runs, done, with its ZIP.
  await dialog.getByRole('button', { name: 'Done' }).click()
  const runs = page.getByRole('region', { name: 'Statement runs' })
  const day = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const row = runs.getByRole('row').filter({ hasText: `${day(from)} – ${day(to)}` })
  await expect(row).toContainText('Done')
  await expect(row.getByRole('button', { name: 'ZIP' })).toBeVisible()
  await shoot(page, 'statements')
})

test('a pledge campaign: given, pledged and remaining move with a pledge and a gift', async ({ page }) => {
  const stamp = stampWord()
  const code = `C${Date.now().toString(36).toUpperCase().slice(-6)}`
  const name = `New roof ${stamp}`
  await page.goto('/product/generosity/campaigns')
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge campaigns' })).toBeVisible()
  const fund = await apiAs<{ id: number; name: string }>(page, '/api/generosity/codes/add', { name: `Roof ${stamp}`, code, taxDeductible: true })
  const person = await addPersonViaApi(page, { firstName: 'Pat', lastName: `Pledger${stamp}` })

  await page.getByRole('button', { name: 'New campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'New campaign' })
  await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name)
  await dialog.getByRole('combobox', { name: 'Contribution code' }).selectOption({ label: fund.name })
  await dialog.getByRole('textbox', { name: 'Goal' }).fill('1,200')
  await dialog.getByLabel('Starts on').fill(churchDay(-7))
  await dialog.getByLabel('Ends on').fill(churchDay(-8))
  await dialog.getByRole('button', { name: 'Save campaign' }).click()
  await expect(dialog.getByText('The end date must be on or after the start date')).toBeVisible()
  await dialog.getByLabel('Ends on').fill(churchDay(365))
  await dialog.getByRole('button', { name: 'Save campaign' }).click()
  await expect(toast(page, `${name} saved`)).toBeVisible()
  await expect(dialog).toBeHidden()

  const card = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('Goal $1,200.00')
  await expect(card.getByRole('progressbar', { name: 'Pledged: 0% of the goal' })).toBeVisible()
  await card.getByRole('button', { name: 'Pledges' }).click()
  await page.getByRole('button', { name: 'Add pledge' }).click()
  const pledge = page.getByRole('dialog', { name: 'Add pledge' })
  await pledge.getByRole('combobox', { name: 'Person' }).fill(`Pat Pledger${stamp}`)
  await page.getByRole('option', { name: new RegExp(`Pat Pledger${stamp}`) }).click()
  await pledge.getByRole('textbox', { name: 'Amount pledged' }).fill('400')
  await pledge.getByRole('button', { name: 'Save pledge' }).click()
  await expect(toast(page, `Pledge of Pat Pledger${stamp} saved`)).toBeVisible()
  const pledges = page.getByRole('region', { name: `Pledges to ${name}` })
  const row = pledges.getByRole('row').filter({ hasText: `Pat Pledger${stamp}` })
  await expect(row).toContainText('$400.00')
  await expect(row).toContainText('$0.00 (0%)')
  await expect(card.getByRole('progressbar', { name: 'Pledged: 33% of the goal' })).toBeVisible()
  await expect(card.getByRole('progressbar', { name: 'Given: 0% of the goal' })).toBeVisible()

  // A gift to the campaign's code from Pat: after a reload, given and remaining have moved.
  await addGift(page, person.id, fund.id, '150.00', churchDay())
  await page.reload()
  // 150 of 1,200 is 12.5%: progress shows whole percents reached (12%, as the pledge's 37.5% is 37%).
  await expect(card.getByRole('progressbar', { name: 'Given: 12% of the goal' })).toBeVisible()
  await expect(card).toContainText('$150.00 · 12%')
  await expect(card).toContainText('$400.00 · 33%')
  // On a phone the pledges open several screens below the campaign's button: they come into view.
  await page.setViewportSize({ width: 375, height: 812 })
  await card.getByRole('button', { name: 'Pledges' }).click()
  await expect(page.getByRole('heading', { name: `Pledges to ${name}` })).toBeInViewport()
  await page.setViewportSize({ width: 1280, height: 900 })
  const cells = await row.getByRole('cell').allInnerTexts()
  expect(cells.slice(2, 5).map((c) => c.trim())).toEqual(['$400.00', '$150.00 (37%)', '$250.00'])
  await shoot(page, 'campaigns')
})

test('giving settings: the legal text is kept; a keyword that is already a smart keyword is refused', async ({ page }) => {
  const legal = `No goods or services were provided in exchange for these contributions (${stampWord()}).`
  await page.goto('/product/generosity/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Giving settings' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Giving settings' })
  await form.getByRole('textbox', { name: 'Legal text' }).fill(legal)
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Giving settings saved')).toBeVisible()
  await page.reload()
  await expect(form.getByRole('textbox', { name: 'Legal text' })).toHaveValue(legal)

  // The console's own check, then the server's: PRAY is one of the demo's smart keywords.
  const keyword = form.getByRole('textbox', { name: 'Text-to-give keyword' })
  await keyword.fill('a!')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(form.getByText('A text-to-give keyword is 2 to 20 letters or digits')).toBeVisible()
  await keyword.fill('pray')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('This keyword is already a smart keyword')).toBeVisible()
  await shoot(page, 'settings')
  await page.reload()
  await expect(keyword).not.toHaveValue('PRAY')
  await expect(form.getByRole('textbox', { name: 'Legal text' })).toHaveValue(legal)
})

test('merchant account: disconnect, a bad id, connect an account stripe-mock knows, Stripe enables its charges', async ({ page }) => {
  const account = `acct_e2e${Date.now()}`
  await page.goto('/organization/merchantaccount')
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant account' })).toBeVisible()
  // giving-online connects an account of its own: start from the demo's, whichever spec ran first.
  await apiAs(page, '/api/organization/merchant-account/connect', { accountId: DEMO_ACCOUNT })
  await page.reload()
  await expect(page.getByText(DEMO_ACCOUNT)).toBeVisible()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  const confirm = page.getByRole('dialog', { name: 'Disconnect the Stripe account?' })
  await confirm.getByRole('button', { name: 'Disconnect' }).click()
  await expect(toast(page, 'Stripe account disconnected')).toBeVisible()
  const form = page.getByRole('form', { name: 'Connect a Stripe account' })
  await expect(form).toBeVisible()
  await shoot(page, 'merchant-disconnected')

  const id = form.getByRole('textbox', { name: 'Stripe account id' })
  await id.fill('acct_!')
  await form.getByRole('button', { name: 'Connect account' }).click()
  await expect(form.getByText('Enter a Stripe account id like acct_1Nv0FGQ9RKHgCVdK')).toBeVisible()
  await id.fill(account)
  await form.getByRole('button', { name: 'Connect account' }).click()
  await expect(toast(page, 'Stripe account connected')).toBeVisible()
  await expect(page.getByText(account)).toBeVisible()
  // stripe-mock's account has no charges enabled yet, like a real one whose details are unfinished.
  await expect(page.getByText('Charges not enabled')).toBeVisible()
  await shoot(page, 'merchant-charges-pending')

  // Stripe enables charges (account.updated, on the connected account): the page says so.
  const ev = await postStripeEvent('account.updated', { id: account, object: 'account', charges_enabled: true }, { account })
  expect(ev.status, ev.body).toBeLessThan(300)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Taking gifts')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText('Stripe has not enabled charges on this account yet')).toBeHidden()
  await shoot(page, 'merchant-connected')

  // The demo's account back, for the pages that show it.
  await apiAs(page, '/api/organization/merchant-account/connect', { accountId: DEMO_ACCOUNT })
})

test("members' expiring cards: the demo's card expiring this month, one reminder in the outbox", async ({ page }) => {
  const since = new Date()
  await page.goto('/product/generosity/membersexpiringcards')
  await expect(page.getByRole('heading', { level: 1, name: "Members' expiring cards" })).toBeVisible()
  const now = new Date()
  const row = page.getByRole('region', { name: 'Expiring cards' }).getByRole('row').filter({ hasText: RUTH.name })
  await expect(row).toContainText(`Visa •••• ${RUTH.last4}`)
  await expect(row).toContainText(`${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getFullYear() % 100).padStart(2, '0')}`)
  await shoot(page, 'expiring-cards')
  await row.getByRole('button', { name: 'Send reminder' }).click()
  const confirm = page.getByRole('dialog', { name: 'Send a reminder?' })
  await confirm.getByRole('button', { name: 'Send reminder' }).dblclick()
  await expect(toast(page, 'Reminder sent to 1 person')).toBeVisible()
  await waitForMessage(RUTH.email, /Your card for giving expires soon/, since)
  // A moment for a second message to show up if one were on its way.
  await page.waitForTimeout(1500)
  const sent = outboxMessages().filter((m) => m.to?.toLowerCase() === RUTH.email && /expires soon/.test(`${m.subject ?? ''}\n${m.body}`) && new Date(m.sentAt) >= new Date(since.getTime() - 2000))
  expect(sent).toHaveLength(1)
})
