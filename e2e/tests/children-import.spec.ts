// The children import (issue 15) as a staff member with the children key only: a file with good
// rows (a new parent by name and mobile, a sibling under the same parent, a known classroom), a
// row with an unknown classroom and one with a birth date that does not read. The worker imports
// the good rows with progress to "done"; the counts are right and the bad rows are listed with
// their messages and download as a CSV to fix. Screenshots at 1280 and 375 px in e2e/screenshots/.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '../support/test'
import { apiAs, csv, screenshotDir, stampWord, uniqueMobile } from '../support/people'
import { signInWithToken } from '../support/ui'

const DEMO_CHILDREN = { church: 'grace', email: 'children@grace.demo' }

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]

async function shoot(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize(w)
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${screenshotDir}children-${name}-${w.width}.png`, fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0]!)
}

test('import children: good rows in, an unknown classroom and a bad birth date kept to fix', async ({ page }) => {
  await signInWithToken(page, DEMO_CHILDREN)
  const stamp = stampWord()
  const room = `Room ${stamp}`
  await apiAs(page, '/api/children/classrooms/add', { name: room })
  const mobile = uniqueMobile()

  const rows: string[][] = [
    ['First name', 'Last name', 'Birth date', 'Parent mobile', 'Parent first name', 'Parent last name', 'Classroom'],
    ['Ada', stamp, '2020-05-01', mobile, 'Rose', stamp, room],
    ['Ben', stamp, '2019-02-03', mobile, 'Rose', stamp, ''],
    ['Cy', stamp, '2021-07-08', mobile, 'Rose', stamp, 'Narnia'],
    ['Dot', stamp, '05/01/2020', mobile, 'Rose', stamp, room],
  ]
  // The listing's Import opens the import.
  await page.goto('/product/children/listing')
  await page.getByRole('link', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import children' })).toBeVisible()
  await page.getByLabel('Children file').setInputFiles({ name: `kids-${stamp}.csv`, mimeType: 'text/csv', buffer: csv(rows) })
  await expect(page.getByText(`kids-${stamp}.csv · 7 columns`)).toBeVisible()
  const match = page.getByRole('region', { name: 'Column matching' })
  await expect(match.getByRole('combobox', { name: 'Field for column Parent mobile' })).toHaveValue('parentMobile')
  await expect(match.getByRole('combobox', { name: 'Field for column Classroom' })).toHaveValue('classroom')
  await shoot(page, 'import-mapping')
  await page.getByRole('button', { name: 'Check the file' }).click()

  await expect(page).toHaveURL(/\/product\/children\/import\/process\?importId=\d+$/)
  const check = page.getByRole('region', { name: 'Check result' })
  await expect(check).toContainText('Ready to import2')
  await expect(page.getByRole('heading', { name: '2 rows have errors' })).toBeVisible()
  const preview = page.getByRole('region', { name: 'Import rows' })
  await expect(preview.getByRole('row').filter({ hasText: 'Unknown classroom Narnia' })).toHaveCount(1)
  await expect(preview.getByRole('row').filter({ hasText: 'Enter the date as YYYY-MM-DD' })).toHaveCount(1)
  await shoot(page, 'import-preview')

  await page.getByRole('button', { name: 'Import the 2 good rows' }).click()
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 })
  const result = page.getByRole('region', { name: 'Import result' })
  await expect(result).toContainText('Rows4')
  await expect(result).toContainText('Imported2')
  await expect(result).toContainText('Not imported2')
  await expect(page.getByRole('heading', { name: '2 rows were not imported' })).toBeVisible()
  const bad = page.getByRole('region', { name: 'Rows not imported' })
  await expect(bad.getByRole('row').filter({ hasText: `Cy ${stamp}` }).filter({ hasText: 'Unknown classroom Narnia' })).toHaveCount(1)
  await expect(bad.getByRole('row').filter({ hasText: `Dot ${stamp}` }).filter({ hasText: 'Enter the date as YYYY-MM-DD' })).toHaveCount(1)
  await shoot(page, 'import-done')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download rows to fix' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`kids-${stamp}-rows-to-fix.csv`)
  const body = await readFile((await file.path())!, 'utf8')
  expect(body.trim().split('\n')).toHaveLength(3)
  expect(body).toContain('Errors')
  expect(body).toContain('Unknown classroom Narnia')
  expect(body).toContain('05/01/2020')

  // The two children are in, siblings in one household under the new parent.
  const kids = await apiAs<{ items: { name: string; householdId: number | null; classroomName: string }[] }>(page, '/api/children/list', { search: stamp, page: 0, pageSize: 50 })
  expect(kids.items.map((k) => k.name).sort()).toEqual([`Ada ${stamp}`, `Ben ${stamp}`])
  expect(new Set(kids.items.map((k) => k.householdId)).size).toBe(1)
  expect(kids.items.find((k) => k.name === `Ada ${stamp}`)?.classroomName).toBe(room)

  // A reload of the finished import shows the same result.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Import result' })).toContainText('Imported2')

  // Dark mode (no saved choice: the system preference decides).
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'darkMode')
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible()
  await shoot(page, 'import-done-dark')
})
