// Giving's ledger (issue 14) as a staff member with the generosity key (the demo church's admin):
// create a contribution code, enter a batch of cash and cheque gifts that does not balance (the
// commit is refused with the server's message) and then balances and commits, import 50 gifts of
// which two rows are bad (the good 48 go in as one committed batch), void one gift and see the
// totals change. Screenshots at 1280 and 375 px land in e2e/screenshots/.
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, apiAs, csv, screenshotDir, stampWord } from '../support/people'
import { signInWithToken, toast } from '../support/ui'

const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]

async function shoot(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize(w)
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${screenshotDir}giving-${name}-${w.width}.png`, fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0]!)
}

interface Page0<T> {
  items: T[]
  total: number
}
interface Gift {
  id: number
  amountMinor: number
  voided: boolean
}

/** The counted total of one code (every page of the list, void gifts left out). */
async function fundTotal(page: Page, fundId: number): Promise<{ count: number; minor: number }> {
  const r = await apiAs<Page0<Gift>>(page, '/api/generosity/contributions/list', { fundId, page: 0, pageSize: 200 })
  return { count: r.total, minor: r.items.reduce((s, g) => s + g.amountMinor, 0) }
}

async function pick(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, query: string, fullName: string) {
  const box = scope.getByRole('combobox', { name: label })
  await box.fill(query)
  const option = page.getByRole('option', { name: new RegExp(fullName) })
  await expect(option).toBeVisible()
  await option.click()
}

test('codes, a batch that must balance, an import with bad rows, a void', async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize(WIDTHS[0]!)
  await signInWithToken(page, DEMO_ADMIN)
  const stamp = stampWord()
  const code = `B${Date.now().toString(36).toUpperCase().slice(-6)}`
  const fundName = `Building ${stamp}`
  await addPersonViaApi(page, { firstName: 'Ada', lastName: `Giver${stamp}`, email: `ada.${stamp.toLowerCase()}@example.org` })
  await addPersonViaApi(page, { firstName: 'Ben', lastName: `Giver${stamp}`, email: `ben.${stamp.toLowerCase()}@example.org` })

  // The sidenav's Giving entry (the dashboard), then the codes page: a new fund.
  await page.getByRole('link', { name: 'Giving' }).first().click()
  await expect(page).toHaveURL(/\/product\/generosity\/dashboard$/)
  await page.getByRole('navigation', { name: 'Giving sections' }).getByRole('link', { name: 'Contribution codes' }).click()
  await page.getByRole('button', { name: 'Add contribution code' }).click()
  const codeDialog = page.getByRole('dialog', { name: 'Add contribution code' })
  await codeDialog.getByRole('textbox', { name: 'Contribution name' }).fill(fundName)
  await codeDialog.getByRole('textbox', { name: 'Code' }).fill('bad code!')
  await codeDialog.getByRole('button', { name: 'Add code' }).click()
  await expect(codeDialog.getByText('A code is 1 to 20 letters, digits or dashes')).toBeVisible()
  await codeDialog.getByRole('textbox', { name: 'Code' }).fill(code)
  await codeDialog.getByRole('button', { name: 'Add code' }).click()
  await expect(toast(page, `${fundName} added`)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: fundName })).toContainText(code)
  await shoot(page, 'codes')
  const fund = (await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/generosity/codes/list', { includeInactive: true })).items.find((f) => f.name === fundName)!

  // A batch counted at 175.00: 50 cash (Ada) + 100 cheque (Ben) + 20 loose = 170: refused.
  await page.goto('/product/generosity/contributions?tab=batches')
  await page.getByRole('button', { name: 'New batch' }).click()
  const batchDialog = page.getByRole('dialog', { name: 'New batch' })
  await batchDialog.getByRole('textbox', { name: 'Name' }).fill(`Offering ${stamp}`)
  await batchDialog.getByRole('textbox', { name: 'Counted total' }).fill('175')
  await batchDialog.getByRole('button', { name: 'Create batch' }).click()
  await expect(page).toHaveURL(/\/contributions\/batch\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: `Offering ${stamp}` })).toBeVisible()
  const entry = page.getByRole('form', { name: 'Enter a gift' })
  await entry.getByRole('combobox', { name: 'Code' }).selectOption({ label: `${fundName} (${code})` })

  await pick(page, entry, 'Giver', `Ada Giver${stamp}`, `Ada Giver${stamp}`)
  const amount = entry.getByRole('textbox', { name: 'Amount' })
  await expect(amount).toBeFocused()
  await amount.fill('50')
  await expect(page.getByTestId('batch-difference')).toHaveText('Short by $125.00')
  await amount.press('Enter')
  await expect(page.getByRole('region', { name: 'Gifts in this batch' })).toContainText(`Ada Giver${stamp}`)
  await expect(entry.getByRole('combobox', { name: 'Giver' })).toBeFocused()

  await pick(page, entry, 'Giver', `Ben Giver${stamp}`, `Ben Giver${stamp}`)
  await entry.getByRole('combobox', { name: 'Method' }).selectOption('cheque')
  await amount.fill('100')
  await entry.getByRole('button', { name: 'Add gift' }).click()
  await expect(entry.getByText('Enter the cheque number')).toBeVisible()
  await entry.getByRole('textbox', { name: 'Cheque no.' }).fill('1001')
  await amount.press('Enter')
  await expect(page.getByRole('region', { name: 'Gifts in this batch' })).toContainText('#1001')

  await entry.getByRole('combobox', { name: 'Method' }).selectOption('cash')
  await amount.fill('20')
  await amount.press('Enter')
  await expect(page.getByTestId('batch-difference')).toHaveText('Short by $5.00')
  await page.getByRole('button', { name: 'Commit batch' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The batch does not balance: counted 175.00, entered 170.00' })).toBeVisible()
  await shoot(page, 'batch-unbalanced')

  // The missing 5.00 of loose offering: balanced, committed, read-only.
  await amount.fill('5')
  await expect(page.getByTestId('batch-difference')).toHaveText('Balanced')
  await amount.press('Enter')
  await expect(page.getByRole('region', { name: 'Gifts in this batch' }).getByRole('row')).toHaveCount(5)
  await page.getByRole('button', { name: 'Commit batch' }).click()
  await expect(toast(page, `Batch Offering ${stamp} committed`)).toBeVisible()
  await expect(page.getByText('Committed', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('form', { name: 'Enter a gift' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Remove gift/ })).toHaveCount(0)
  await shoot(page, 'batch-committed')
  expect(await fundTotal(page, fund.id)).toEqual({ count: 4, minor: 17500 })

  // Void Ben's cheque: it leaves the fund's total and the list, and shows struck with void.
  await page.goto('/product/generosity/contributions')
  await page.getByRole('searchbox', { name: 'Search by name, envelope or cheque number' }).fill('1001')
  const row = page.getByRole('region', { name: 'Contributions', exact: true }).getByRole('row').filter({ hasText: `Ben Giver${stamp}` })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: /^Actions for the gift of Ben/ }).click()
  await page.getByRole('menuitem', { name: 'Void' }).click()
  const voidDialog = page.getByRole('dialog', { name: 'Void this gift?' })
  await voidDialog.getByRole('button', { name: 'Void gift' }).click()
  await expect(voidDialog.getByText('Give a reason for voiding this gift')).toBeVisible()
  await voidDialog.getByRole('textbox', { name: 'Reason' }).fill('Cheque returned by the bank')
  await voidDialog.getByRole('button', { name: 'Void gift' }).click()
  await expect(toast(page, 'Contribution voided')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contributions', exact: true })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Include void gifts' }).check()
  await expect(row.getByText('Void')).toBeVisible()
  await shoot(page, 'contributions-void')
  expect(await fundTotal(page, fund.id)).toEqual({ count: 3, minor: 7500 })

  // Import 50 gifts to the fund by Ada's e-mail; row 10 has an amount that does not read, row 30
  // an unknown code.
  const rows: string[][] = [['Date', 'Amount', 'Code', 'Method', 'Email']]
  for (let i = 1; i <= 50; i++) rows.push(['2026-01-04', i === 10 ? 'ten' : '10.00', i === 30 ? 'NOPE-X' : code, 'cash', `ada.${stamp.toLowerCase()}@example.org`])
  await page.goto('/product/generosity/contributions')
  await page.getByRole('link', { name: 'Import contributions' }).click()
  await page.getByLabel('Contributions file').setInputFiles({ name: `gifts-${stamp}.csv`, mimeType: 'text/csv', buffer: csv(rows) })
  await expect(page.getByText(`gifts-${stamp}.csv · 5 columns`)).toBeVisible()
  const match = page.getByRole('region', { name: 'Column matching' })
  await match.getByRole('combobox', { name: 'Field for column Date' }).selectOption('date')
  await match.getByRole('combobox', { name: 'Field for column Amount' }).selectOption('amount')
  await match.getByRole('combobox', { name: 'Field for column Code' }).selectOption('fund')
  await match.getByRole('combobox', { name: 'Field for column Method' }).selectOption('method')
  await match.getByRole('combobox', { name: 'Field for column Email' }).selectOption('email')
  await shoot(page, 'import-mapping')
  await page.getByRole('button', { name: 'Check the file' }).click()
  await expect(page).toHaveURL(/\/contributions\/import\/process\?importId=\d+$/)
  const result = page.getByRole('region', { name: 'Check result' })
  await expect(result).toContainText('50')
  await expect(result).toContainText('48')
  await expect(page.getByRole('heading', { name: '2 rows have errors' })).toBeVisible()
  const table = page.getByRole('region', { name: 'Import rows' })
  await expect(table.getByRole('row').filter({ hasText: 'Enter an amount like 25.00' })).toHaveCount(1)
  await expect(table.getByRole('row').filter({ hasText: 'Unknown contribution code NOPE-X' })).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Fix first' })).toBeVisible()
  await shoot(page, 'import-preview')
  const bad = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download rows to fix' }).click()
  expect((await bad).suggestedFilename()).toMatch(/\.csv$/)
  await page.getByRole('button', { name: 'Import the 48 good rows' }).click()
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('48 gifts imported as one committed batch.')).toBeVisible()
  await shoot(page, 'import-done')
  await page.getByRole('link', { name: 'Open the batch' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Import gifts-${stamp}.csv` })).toBeVisible()
  expect(await fundTotal(page, fund.id)).toEqual({ count: 51, minor: 7500 + 48 * 1000 })
})
