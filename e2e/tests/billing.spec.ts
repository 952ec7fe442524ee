// Billing (issue 13) as the demo church's super admin, against stripe-mock behind the test-card
// layer (scripts/e2e-stack.sh): add a card on file, buy credits with it — the balance and the
// purchases change once, even on a double click — a declined or expired test card refused with
// its message and nothing bought, and a failed payment that locks the church (grace 0, a signed
// invoice.payment_failed webhook): only the billing pages open until the open invoice is paid,
// which unlocks it at once. Screenshots at 1280 and 375 px land in e2e/screenshots/.
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir } from '../support/people'
import { ops, postStripeEvent, stripeCustomer } from '../support/stack'
import { DASHBOARD, signInWithToken, toast } from '../support/ui'

/** The demo church's administrator (scripts/e2e-stack.sh runs `bin/ops seed-demo`). */
const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]

interface Page0<T> {
  items: T[]
  total: number
}
interface Account {
  balance: number
  available: number
}

const balance = (page: Page) => apiAs<Account>(page, '/api/organization/credits/balance', {})
const purchasesTotal = async (page: Page) => (await apiAs<Page0<unknown>>(page, '/api/organization/credits/purchases', { page: 0, pageSize: 1 })).total
const ledgerPurchases = async (page: Page) => (await apiAs<Page0<unknown>>(page, '/api/organization/credits/list', { kind: 'purchase', page: 0, pageSize: 1 })).total

async function shoot(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize({ width: w.width, height: w.height })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${screenshotDir}billing-${name}-${w.width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Opens Add card on the cards page and saves the chosen test card; answers the dialog. */
async function addTestCard(page: Page, paymentMethod: string) {
  await page.goto('/billing/cardsonfile')
  await expect(page.getByRole('heading', { level: 1, name: 'Cards on file' })).toBeVisible()
  await page.getByRole('button', { name: 'Add card' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add a card' })
  await dialog.getByRole('combobox', { name: 'Test card' }).selectOption(paymentMethod)
  await dialog.getByRole('button', { name: 'Save card' }).click()
  return dialog
}

test.describe.configure({ mode: 'serial' })

test('adds a card, buys credits with it: the balance and the purchases change once', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)

  // The sidenav's Billing entry opens the invoices: the plan, the demo's open invoice, its detail.
  await page.getByRole('link', { name: 'Billing' }).first().click()
  await expect(page).toHaveURL(/\/billing\/invoices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  await expect(page.getByTestId('plan-price')).toContainText('$149.00')
  const rows = page.getByTestId('invoice-row')
  await expect(rows.first()).toBeVisible()
  const paid = rows.filter({ hasText: 'Paid' }).filter({ hasText: 'GRACE-' }).first()
  await expect(paid).toContainText('$149.00')
  await paid.getByRole('link', { name: /^View invoice/ }).click()
  const detail = page.getByRole('dialog', { name: /^Invoice GRACE-/ })
  await expect(detail.getByText('Congregate Medium plan').first()).toBeVisible()
  await expect(detail.getByRole('button', { name: /Download invoice .* as PDF/ })).toBeVisible()
  const download = page.waitForEvent('download')
  await detail.getByRole('button', { name: /Download invoice .* as PDF/ }).click()
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await shoot(page, 'invoices')

  // A card on file (Visa 4242 of the test cards).
  const dialog = await addTestCard(page, 'pm_card_visa')
  await expect(toast(page, 'Card added')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('card-row').filter({ hasText: 'Visa ending in 4242' }).first()).toBeVisible()
  await shoot(page, 'cards')

  // Auto-recharge on the credits page charges the default card: on, then off again (other specs
  // spend credits and must not be recharged).
  await page.goto('/organization/credits')
  const recharge = page.getByRole('form', { name: 'Auto-recharge settings' })
  await expect(recharge.getByTestId('auto-recharge-card')).toContainText('Visa ending in 4242')
  await recharge.getByRole('textbox', { name: 'When available credits fall below' }).fill('99')
  await recharge.getByRole('textbox', { name: 'Buy this many credits' }).fill('50')
  await recharge.getByRole('button', { name: 'Save auto-recharge' }).click()
  await expect(recharge.getByText('Recharge 100 to 1,000,000 credits at a time')).toBeVisible()
  await recharge.getByRole('textbox', { name: 'Buy this many credits' }).fill('1,000')
  await recharge.getByRole('switch', { name: 'Auto-recharge' }).click()
  await recharge.getByRole('button', { name: 'Save auto-recharge' }).click()
  await expect(toast(page, 'Auto-recharge is on')).toContainText('1,000 credits are bought when fewer than 99 are available.')
  await recharge.getByRole('switch', { name: 'Auto-recharge' }).click()
  await recharge.getByRole('button', { name: 'Save auto-recharge' }).click()
  await expect(toast(page, 'Auto-recharge is off')).toBeVisible()

  // Buy 1,000 credits with it, from the credits page's link.
  await page.getByRole('navigation', { name: 'Credits pages' }).getByRole('link', { name: 'Buy credits' }).click()
  await expect(page).toHaveURL(/\/organization\/buy-credits$/)
  const before = await balance(page)
  const purchasesBefore = await purchasesTotal(page)
  const ledgerBefore = await ledgerPurchases(page)
  await expect(page.getByTestId('credits-available')).toHaveText(before.available.toLocaleString('en-US'))

  // The custom amount is checked with the server's messages before anything is sent.
  await page.getByRole('radio', { name: 'Other amount' }).check()
  const amount = page.getByRole('textbox', { name: 'Credits' })
  await amount.fill('50')
  await amount.blur()
  await expect(page.getByText('Buy at least 100 credits')).toBeVisible()
  await amount.fill('2000000')
  await expect(page.getByText('Buy at most 1,000,000 credits at a time')).toBeVisible()
  await page.getByRole('radio', { name: '1,000', exact: true }).check()

  await expect(page.getByTestId('order-total')).toHaveText('$20.00')
  await page.getByRole('radio', { name: /^Card on file/ }).check()
  const cardSelect = page.getByRole('combobox', { name: 'Card' })
  if (await cardSelect.isVisible()) await cardSelect.selectOption({ label: 'Visa ending in 4242 (default)' }).catch(() => cardSelect.selectOption({ label: 'Visa ending in 4242' }))
  await page.getByRole('button', { name: 'Buy 1,000 credits' }).click()
  const confirm = page.getByRole('dialog', { name: 'Buy 1,000 credits?' })
  await expect(confirm).toContainText('$20.00 will be charged to Visa ending in 4242')
  // A double click is one purchase: the submission's requestKey.
  await confirm.getByRole('button', { name: 'Confirm purchase' }).dblclick()
  await expect(toast(page, 'Credits added')).toBeVisible()
  await expect(page.getByTestId('balance-before')).toHaveText(before.available.toLocaleString('en-US'))
  await expect(page.getByTestId('balance-after')).toHaveText((before.available + 1000).toLocaleString('en-US'))
  await expect(page.getByTestId('credits-available')).toHaveText((before.available + 1000).toLocaleString('en-US'))
  const first = page.getByTestId('purchase-row').first()
  await expect(first).toContainText('1,000')
  await expect(first).toContainText('$20.00')
  await expect(first).toContainText('Visa 4242')
  await expect(first).toContainText('Succeeded')

  // Exactly once: one purchase, one ledger entry, 1,000 credits.
  expect((await balance(page)).balance).toBe(before.balance + 1000)
  expect(await purchasesTotal(page)).toBe(purchasesBefore + 1)
  expect(await ledgerPurchases(page)).toBe(ledgerBefore + 1)
  await shoot(page, 'buy-credits')

  // The purchase history (ledger) lists it too.
  await page.goto('/organization/credits/purchase-history')
  await expect(page.getByTestId('ledger-row').first()).toContainText('+1,000')
})

test('a declined or expired test card is refused with its message, and nothing is bought', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)

  // An expired card is refused when it is added.
  const dialog = await addTestCard(page, 'pm_card_chargeDeclinedExpiredCard')
  await expect(dialog.getByTestId('card-error')).toHaveText('Your card has expired.')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('card-row').filter({ hasText: 'ending in 0069' })).toHaveCount(0)

  // A new card the bank declines: the purchase is refused with the message, the balance unchanged.
  await page.goto('/organization/buy-credits')
  const before = await balance(page)
  await page.getByRole('radio', { name: '500', exact: true }).check()
  await page.getByRole('radio', { name: /^New card/ }).check()
  await page.getByRole('combobox', { name: 'Test card' }).selectOption('pm_card_chargeDeclined')
  await page.getByRole('button', { name: 'Buy 500 credits' }).click()
  await page.getByRole('dialog', { name: 'Buy 500 credits?' }).getByRole('button', { name: 'Confirm purchase' }).click()
  await expect(page.getByTestId('buy-error')).toHaveText('Your card was declined.')
  await expect(page.getByTestId('buy-result')).toHaveCount(0)
  expect((await balance(page)).balance).toBe(before.balance)
  await expect(page.getByTestId('credits-available')).toHaveText(before.available.toLocaleString('en-US'))
  await expect(page.getByTestId('purchase-row').filter({ hasText: 'Succeeded' }).filter({ hasText: '0002' })).toHaveCount(0)
  await page.screenshot({ path: `${screenshotDir}billing-declined-1280.png`, fullPage: true })
})

test('a locked-down church sees only billing pages, pays the open invoice and is unlocked', async ({ page }) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)

  // This month's demo invoice fails to be paid; with no grace the church is locked at once.
  ops(['billing', 'grace', '--days', '0', '--church', 'grace'])
  try {
    // The demo's open invoice of this month, or (the stack reused after a run that paid it) a new
    // one, which the failed-payment event itself brings into the church's mirror.
    type Inv = { id: number; number: string; amountDueMinor: number; periodStart: string; periodEnd: string; dueDate: string; createdAt: string }
    const open = await apiAs<Page0<Inv>>(page, '/api/billing/invoices/list', { page: 0, pageSize: 10, status: 'open' })
    const demo = open.items.find((i) => i.number.startsWith('GRACE-'))
    const sec = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)
    const now = new Date()
    const month = (demo ? new Date(demo.periodStart) : now).toISOString().slice(0, 7).replace('-', '')
    const stripeId = demo ? `in_demo_grace_${month}` : `in_e2e_${Date.now().toString(36)}`
    const number = demo?.number ?? `E2E-${Date.now().toString(36).toUpperCase()}`
    const created = demo ? sec(demo.createdAt) : Math.floor(now.getTime() / 1000) - 3600
    const res = await postStripeEvent('invoice.payment_failed', {
      id: stripeId,
      object: 'invoice',
      customer: stripeCustomer('grace'),
      status: 'open',
      currency: 'usd',
      number,
      amount_due: 14900,
      amount_paid: 0,
      created,
      period_start: demo ? sec(demo.periodStart) : created,
      period_end: demo ? sec(demo.periodEnd) : created + 30 * 86400,
      due_date: demo ? sec(demo.dueDate) : created,
      attempt_count: 1,
      status_transitions: { finalized_at: created, paid_at: null },
      lines: { object: 'list', data: [{ id: `il_${stripeId}`, object: 'line_item', description: 'Congregate Medium plan', amount: 14900 }] },
    })
    expect(res.status, res.body).toBe(200)
    // The worker applies it a moment later; the host's church cache follows within its 10 s.
    await expect
      .poll(async () => page.evaluate(async () => ((await (await fetch(`/api/org/info?domain=${encodeURIComponent(location.host)}`)).json()) as { responseData: { billingStatus?: { isLockDown?: boolean } } }).responseData.billingStatus?.isLockDown ?? false), { timeout: 30_000 })
      .toBe(true)

    // Every page but the dashboard and billing is closed, with the suspension toast; the
    // sidenav offers only those.
    await page.goto('/product/people/listing')
    await expect(toast(page, 'Account is Suspended. Please contact your administrator.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
    await page.goto('/organization/buy-credits')
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
    const sidenav = page.getByRole('complementary', { name: 'Main navigation' })
    await expect(sidenav.getByRole('link', { name: 'Billing' })).toBeVisible()
    await expect(sidenav.getByRole('link', { name: 'People' })).toHaveCount(0)

    // Billing stays open: the banner says why and offers the payment.
    await page.goto('/billing/invoices')
    const banner = page.getByTestId('lockdown-banner')
    await expect(banner).toContainText('Your account is locked until the open invoice is paid.')
    await expect(page.getByTestId('billing-status')).toHaveText('Locked')
    await shoot(page, 'locked')
    await banner.getByRole('link', { name: 'Pay now' }).click()
    await expect(page).toHaveURL(/\/billing\/invoices\/makepayment$/)
    const invoiceRadio = page.getByRole('radio', { name: new RegExp(`Invoice ${number}`) })
    await invoiceRadio.check()
    await expect(invoiceRadio).toBeChecked()

    // A new card, added inline, pays it.
    await page.getByRole('radio', { name: /^A new card/ }).check()
    await page.getByRole('combobox', { name: 'Test card' }).selectOption('pm_card_mastercard')
    await shoot(page, 'makepayment')
    await page.getByRole('button', { name: 'Pay $149.00' }).click()
    await expect(toast(page, 'Payment received')).toBeVisible()
    await expect(toast(page, 'Payment received')).toContainText('unlocked')
    await expect(page).toHaveURL(/\/billing\/invoices$/)
    await expect(page.getByTestId('lockdown-banner')).toHaveCount(0)
    await expect(page.getByTestId('billing-status')).toHaveText('Active')

    // The org info was fetched again: the rest of the console opens without a reload.
    await sidenav.getByRole('link', { name: 'People' }).click()
    await expect(page).toHaveURL(/\/product\/people\/listing$/)
    await expect(toast(page, 'Account is Suspended')).toHaveCount(0)
  } finally {
    // Whatever happened above, the specs after this one on the stack find grace open.
    ops(['billing', 'grace', '--days', '7', '--church', 'grace'])
    ops(['lockdown', '--church', 'grace', '--billing=false'])
  }
})
