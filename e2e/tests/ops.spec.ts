// The operator console (issue 17) on the operator host: an operator signs in with a TOTP code,
// locks the demo church down (its console refuses pages) and unlocks it, changes a price the
// onboarding wizard then shows, kills and retries a queued task, and downloads the church's export.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '../support/test'
import { money } from '../support/onboarding'
import { opsURL, signInOperator } from '../support/ops'
import { churchURL, onboardingURL, ops } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'
import { readZip } from '../support/zip'

const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }

async function churchAction(page: Page, button: string, reason: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason)
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toBeHidden()
}

test('an operator locks a church down and back, edits a price, handles a dead task and exports the church', async ({ page, browser }) => {
  test.setTimeout(240_000)

  // The church console of grace, signed in as its super admin, in a browser of its own.
  const churchContext = await browser.newContext({ baseURL: churchURL('grace') })
  const church = await churchContext.newPage()

  try {
    // Sign-in: password, then the authenticator's code.
    await page.goto(opsURL('/'))
    await expect(page).toHaveURL(opsURL('/sign-in'))
    await signInOperator(page)
    await expect(page.getByText('ops@congregate.demo')).toBeVisible()

    // grace by its plan (the demo's "medium", not a catalogue size), then by search, then its page.
    await page.getByLabel('Plan').selectOption('medium')
    await expect(page).toHaveURL(/[?&]plan=medium/)
    await expect(page.getByRole('link', { name: 'Grace Community Church' })).toBeVisible()
    await page.getByLabel('Plan').selectOption('')
    await page.getByRole('searchbox', { name: 'Search' }).fill('grace')
    await expect(page).toHaveURL(/[?&]q=grace/)
    const row = page.getByRole('link', { name: 'Grace Community Church' })
    await expect(row).toBeVisible()
    await row.click()
    await expect(page.getByRole('heading', { name: 'Grace Community Church', level: 1 })).toBeVisible()
    const churchPage = page.url()

    // Lock down: the church's console refuses its pages but the dashboard.
    await signInWithToken(church, DEMO_ADMIN)
    await churchAction(page, 'Lock down', 'e2e: unpaid invoice follow-up')
    await expect(toast(page, 'Church locked down')).toBeVisible()
    await expect(page.getByText('Locked down', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/e2e: unpaid invoice follow-up/)).toBeVisible()
    await church.goto('/organization/general')
    await expect(toast(church, 'Account is Suspended. Please contact your administrator.')).toBeVisible()

    // Unlocked, the page opens again.
    await churchAction(page, 'Unlock', 'e2e: settled')
    await expect(toast(page, 'Church unlocked')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lock down', exact: true })).toBeVisible()
    await church.goto('/organization/general')
    await expect(church.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(toast(church, 'Account is Suspended')).toHaveCount(0)

    // The catalogue: a size's full-suite price changes on the onboarding wizard, then goes back.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalogue' }).click()
    await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible()
    // An active size (the wizard offers only those).
    const edit = page.getByRole('table', { name: 'Sizes' }).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Active', exact: true }) }).first().getByRole('button', { name: /^Edit / })
    await edit.click()
    const dialog = page.getByRole('dialog')
    const name = await dialog.getByRole('textbox', { name: 'Name' }).inputValue()
    const currency = await dialog.getByRole('textbox', { name: 'Currency' }).inputValue()
    const fullSuite = dialog.getByRole('textbox', { name: 'Full-suite price' })
    const before = await fullSuite.inputValue()
    const changed = (Number(before) + 7).toFixed(2)
    await fullSuite.fill(changed)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Size saved')).toBeVisible()

    const wizard = await churchContext.newPage()
    const shows = async (amount: string) => {
      await expect(async () => {
        await wizard.goto(onboardingURL('/'))
        await wizard.getByLabel('Church size').selectOption(name)
        await expect(wizard.getByText(`${currency} ${money(amount)}`, { exact: true }).first()).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 30_000 })
    }
    await shows(changed)

    await edit.click()
    await dialog.getByRole('textbox', { name: 'Full-suite price' }).fill(before)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await shows(before)
    await wizard.close()

    // A task an hour away: killed from Scheduled, found under Dead, retried.
    const out = ops(['tasks', 'enqueue', '--queue', 'default', '--type', 'ops:e2e', '--in', '1h'])
    // The CLI prints the task's id (a UUID): the row is found by it when it does.
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(out)?.[0] ?? 'ops:e2e'
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Queues' }).click()
    await expect(page.getByRole('heading', { name: 'Queues', level: 1 })).toBeVisible()
    await page.getByRole('combobox', { name: 'Queue' }).selectOption('default')
    await page.getByRole('tab', { name: /^Scheduled/ }).click()
    const tasks = page.getByRole('table', { name: 'Tasks' })
    const scheduled = tasks.getByRole('row').filter({ hasText: 'ops:e2e' }).filter({ hasText: id }).first()
    await expect(scheduled).toBeVisible()
    await scheduled.getByRole('button', { name: 'Kill' }).click()
    await expect(toast(page, 'Task killed')).toBeVisible()
    if (id !== 'ops:e2e') await expect(scheduled).toHaveCount(0)
    await page.getByRole('tab', { name: /^Dead/ }).click()
    const dead = tasks.getByRole('row').filter({ hasText: 'ops:e2e' }).filter({ hasText: id }).first()
    await expect(dead).toBeVisible()
    await dead.getByRole('button', { name: 'Retry' }).click()
    await expect(toast(page, 'Task queued to run again')).toBeVisible()

    // grace's export: queued, done, downloaded; its people table holds the demo super admin.
    await page.goto(churchPage)
    // The card (its table's scroll box is a region of the same name, inside it).
    const exportsCard = page.getByRole('region', { name: 'Exports', exact: true }).first()
    await exportsCard.getByRole('button', { name: 'Export', exact: true }).click()
    await expect(toast(page, 'Export queued')).toBeVisible()
    const download = exportsCard.getByRole('link', { name: 'Download' }).first()
    await expect(download).toBeVisible({ timeout: 120_000 })
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    const bytes = readFileSync(await file.path())
    const entries = readZip(bytes)
    const people = entries.find((e) => e.name === 'tables/people.csv')
    expect(people, `tables/people.csv in ${entries.map((e) => e.name).join(', ')}`).toBeTruthy()
    expect(people!.data.toString('utf8')).toContain('Whitfield')
  } finally {
    await churchContext.close()
    // Whatever happened above, the specs after this one find grace open.
    ops(['lockdown', '--church', 'grace', '--account', 'false'])
  }
})
