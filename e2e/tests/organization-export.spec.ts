// The church's full export (docs/operator-api.md "Full export"): its super admin starts one, the
// worker writes the ZIP, the page polls until it is ready, and the download holds the church's
// people as tables/people.csv.
import { readFileSync } from 'node:fs'
import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'
import { readZip } from '../support/zip'

/** The demo church's super admin (controlplane/demo Staff: James Whitfield). */
const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }

test('organisation: the super admin exports all the church data and downloads the ZIP', async ({ page }) => {
  test.setTimeout(120_000)
  await signInWithToken(page, DEMO_ADMIN)
  await page.goto('/organization/general')
  await page.getByRole('navigation', { name: 'Organisation sections' }).getByRole('link', { name: 'Export all data' }).click()
  await expect(page).toHaveURL(/\/organization\/dataexport$/)
  await expect(page.getByRole('heading', { name: 'Export all data', level: 1 })).toBeVisible()
  await expect(page.getByText('Passwords, PINs and sign-in tokens are never exported.')).toBeVisible()

  const start = page.getByRole('button', { name: 'Start export' })
  await expect(start).toBeEnabled()
  await start.click()
  await expect(toast(page, 'The export is being prepared')).toBeVisible()
  // One export at a time: the button waits while it is queued or being prepared.
  const table = page.getByRole('region', { name: 'Exports' })
  const row = table.locator('tbody tr').first()
  if ((await row.getAttribute('data-status')) !== 'done') await expect(start).toBeDisabled()

  // The list polls by itself until the worker is done.
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 90_000 })
  await expect(row).toContainText('Ready')
  await expect(row).toContainText('by you')
  await expect(row.locator('td').nth(2)).toHaveText(/^\d+(\.\d)? (B|KB|MB)$/)
  await expect(start).toBeEnabled()

  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: /^Download/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.zip$/)
  const entries = readZip(readFileSync(await file.path()))
  const names = entries.map((e) => e.name)
  expect(names).toContain('README.txt')
  const people = entries.find((e) => e.name === 'tables/people.csv')
  expect(people, `tables/people.csv in ${names.join(', ')}`).toBeDefined()
  const csv = people!.data.toString('utf8')
  expect(csv).toContain('Whitfield')
  expect(csv).toContain('admin@grace.demo')
  // Secrets are left out.
  expect(csv.split('\n')[0]).not.toMatch(/password|pin_hash/i)
})

test('organisation: an organisation admin who is not the super admin sees no export link and the refusal', async ({ page }) => {
  await signInWithToken(page, createUser({ role: 'Organisation Admin' }))
  await page.goto('/organization/general')
  const sections = page.getByRole('navigation', { name: 'Organisation sections' })
  await expect(sections.getByRole('link', { name: 'Security audit' })).toBeVisible()
  await expect(sections.getByRole('link', { name: 'Export all data' })).toHaveCount(0)

  await page.goto('/organization/dataexport')
  await expect(page.getByRole('alert').filter({ hasText: 'Super admin only' })).toContainText("Only the church's super admin can export its data")
  await expect(page.getByRole('button', { name: 'Start export' })).toHaveCount(0)
})
