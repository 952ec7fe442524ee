import { readFileSync } from 'node:fs'
import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'

test('audit: filters by user, outcome and dates, pages, and exports CSV', async ({ page }) => {
  const admin = createUser({ first: 'Audrey', last: `Auditor${Date.now() % 100000}` })
  await signInWithToken(page, admin)
  const name = `${admin.first} ${admin.last}`
  await page.goto('/organization/access&securityaudit')
  const table = page.getByRole('region', { name: 'Audit entries' })
  await expect(table.locator('tbody tr').first()).toBeVisible()

  // By user: only this admin's entries (their token sign-in).
  await page.getByRole('combobox', { name: 'User' }).fill(admin.last)
  await page.getByRole('option', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(/personId=\d+/)
  await expect(table.locator('tr[data-event="token_login"]').first()).toBeVisible()
  for (const cell of await table.locator('tbody tr td:nth-child(2)').allInnerTexts()) expect(cell).toContain(name)

  // Outcome failure: none for this admin.
  await page.getByLabel('Outcome').selectOption('failure')
  await expect(page.getByText('No audit entries')).toBeVisible()
  await page.getByLabel('Outcome').selectOption('')

  // A reversed date range is explained, not sent.
  await page.getByLabel('From', { exact: true }).fill('2030-01-02')
  await page.getByLabel('To', { exact: true }).fill('2030-01-01')
  await expect(page.getByText('The start date must be on or before the end date').first()).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/personId|from=|to=/)

  // Filters survive a reload (they live in the address).
  await page.getByLabel('Event').selectOption({ label: 'Token sign-in' })
  await page.reload()
  await expect(page.getByLabel('Event')).toHaveValue('token_login')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^grace-audit-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv.split('\n')[0]).toBe('occurred_at,person_id,person_name,actor,event,outcome,ip,user_agent,details')
  expect(csv).toContain('token_login')
  expect(csv).not.toMatch(/\n[^\n]*,role_created,/)
  await expect(toast(page, /Exported/)).toBeVisible()

  // The export is itself audited.
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-event', 'audit_exported')
})
