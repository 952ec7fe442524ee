// People import with bad rows: import the good rows, download the bad ones as a CSV with an
// Errors column, fix it and upload it again; a re-upload of the whole file creates nobody twice.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '../support/test'
import { csv, openPeople, screenshotDir, stampWord, uniqueMobile } from '../support/people'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

/** Reads a CSV (RFC 4180 quoting, a UTF-8 BOM first). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const s = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

async function uploadAndCheck(page: Page, name: string, file: Buffer, rows: number) {
  await openPeople(page, 'import-page-1')
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: file })
  await expect(page.getByText(`${name} · ${rows} rows`)).toBeVisible()
  await page.getByRole('button', { name: 'Check the file' }).click()
  await expect(page).toHaveURL(/import-page-2\?importId=\d+/)
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return { name: file.suggestedFilename(), rows: parseCsv(readFileSync((await file.path())!, 'utf8')) }
}

test('imports the good rows, hands back the bad ones as a file to fix, and skips rows already imported', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, createUser({ role: 'People Manager' }))
  const last = stampWord()
  const header = ['First Name', 'Last Name', 'Email', 'Mobile', 'Birth Date']
  // Consecutive numbers from one unique start: uniqueMobile() repeats itself within a millisecond.
  const start = Number(uniqueMobile().slice(5)) - 2_000_000
  const mobile = (i: number) => `+1202${2_000_000 + ((start + i) % 8_000_000)}`
  const rows = Array.from({ length: 20 }, (_, i) => [`Person${String.fromCharCode(97 + i)}`, last, `p${i}.${last.toLowerCase()}@example.org`, i % 3 ? mobile(i) : '', `19${50 + i}-0${1 + (i % 9)}-1${i % 10}`])
  const original = rows.map((r) => [...r])
  original[4]![2] = '=HYPERLINK("http://evil.example","x")' // row 6 of the file: a formula, not an e-mail
  original[11]![4] = '1990-02-30' // row 13: no such date
  await uploadAndCheck(page, 'members.csv', csv([header, ...original]), 20)

  // The review step: 18 good rows, 2 bad ones, and the choice of how to go on.
  await expect(page.getByText('Rows with errors', { exact: true })).toBeVisible()
  await expect(page.getByTestId('import-error-row')).toHaveCount(2)
  const partial = page.getByRole('radio', { name: 'Import the 18 good rows and download the 2 bad ones as a file to fix' })
  await expect(page.getByRole('radio', { name: /^Fix first/ })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Download the 2 rows to fix' })).toBeVisible()
  await partial.check()
  await page.screenshot({ path: `${screenshotDir}people-import-partial-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByRole('button', { name: 'Import 18 good rows' })).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}people-import-partial-375.png`, fullPage: true })
  await page.getByRole('region', { name: 'Row errors' }).screenshot({ path: `${screenshotDir}people-import-partial-375-errors.png` })
  await page.getByRole('group', { name: 'How do you want to go on?' }).locator('xpath=..').screenshot({ path: `${screenshotDir}people-import-partial-375-choice.png` })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 900 })

  // Import the good rows: the bad ones come down as a CSV in the file's columns plus Errors.
  const bad = await download(page, () => page.getByRole('button', { name: 'Import 18 good rows' }).click())
  expect(bad.name).toBe('members-rows-to-fix.csv')
  expect(bad.rows[0]).toEqual([...header, 'Errors'])
  expect(bad.rows).toHaveLength(3)
  expect(bad.rows[1]!.slice(0, 2)).toEqual([original[4]![0], last])
  expect(bad.rows[1]![2]).toBe(`'${original[4]![2]}`) // neutralised: no spreadsheet runs it
  expect(bad.rows[1]![5]).toBe('Email: email is not valid')
  expect(bad.rows[2]![4]).toBe('1990-02-30')
  expect(bad.rows[2]![5]).toBe('Birth Date: Birth date is not a date in the format YYYY-MM-DD')

  await expect(page.getByText('Import complete')).toBeVisible({ timeout: 30_000 })
  const result = page.getByTestId('import-result')
  await expect(result).toContainText('Imported18')
  await expect(result).toContainText('Rows with errors left out2')
  await page.screenshot({ path: `${screenshotDir}people-import-partial-result.png` })
  // The download stays on the result page.
  const again = await download(page, () => page.getByRole('button', { name: 'Download the 2 rows to fix' }).click())
  expect(again.rows).toEqual(bad.rows)

  await openPeople(page, `listing?q=${last}`)
  await expect(page.getByText('18 people match')).toBeVisible()

  // Fix the two rows in the downloaded file (its Errors column is left in: it is not imported).
  const fixedRows = bad.rows.map((r) => [...r])
  fixedRows[1]![2] = rows[4]![2]!
  fixedRows[2]![4] = '1990-02-28'
  await uploadAndCheck(page, 'members-rows-to-fix.csv', csv(fixedRows), 2)
  await expect(page.getByText('All 2 rows passed the checks')).toBeVisible()
  await page.getByRole('button', { name: 'Import 2 people' }).click()
  await expect(page.getByText('Import complete')).toBeVisible({ timeout: 30_000 })
  await openPeople(page, `listing?q=${last}`)
  await expect(page.getByText('20 people match')).toBeVisible()

  // The whole file again, fixed: every row is recognised as already imported, nothing is added.
  const whole = rows.map((r) => [...r])
  whole[11]![4] = '1990-02-28'
  await uploadAndCheck(page, 'members.csv', csv([header, ...whole]), 20)
  await expect(page.getByTestId('import-skipped-row')).toHaveCount(20)
  await expect(page.getByTestId('import-skipped-row').first()).toContainText('Already imported (#')
  await expect(page.getByText('Every row of this file is already in your directory.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Import \d+/ })).toHaveCount(0)
  await openPeople(page, `listing?q=${last}`)
  await expect(page.getByText('20 people match')).toBeVisible()
})
