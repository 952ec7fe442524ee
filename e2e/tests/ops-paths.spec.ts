// The operator console's two other user paths (issue 17): an operator adds a support operator who
// signs in with the temporary password, enrols an authenticator and sees the console read-only;
// and the demo operator's support sign-in into grace's console, then found in the audit trail.
import { expect, test, type Page } from '../support/test'
import { asOperator, opsURL } from '../support/ops'
import { churchURL } from '../support/stack'
import { freshCode } from '../support/totp'
import { DASHBOARD, toast } from '../support/ui'

const GRACE = 'Grace Community Church'

async function openGrace(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Churches' }).click()
  await page.getByRole('link', { name: GRACE }).click()
  await expect(page.getByRole('heading', { name: GRACE, level: 1 })).toBeVisible()
}

test('an operator adds a support operator, who enrols and sees the console without write buttons', async ({ page, context, browser }) => {
  const stamp = Date.now()
  const support = { email: `support-${stamp}@e2e.test`, name: `Sam Support ${stamp % 100000}`, password: `Temporary-${stamp}` }

  await asOperator(page, context)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operators' }).click()
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add operator' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(support.email)
  await dialog.getByRole('textbox', { name: 'Name' }).fill(support.name)
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('support')
  await dialog.getByLabel('Temporary password', { exact: true }).fill(support.password)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Operator added: give them the temporary password')).toBeVisible()
  const row = page.getByRole('table', { name: 'Operators' }).getByRole('row').filter({ hasText: support.email })
  await expect(row.getByRole('combobox', { name: `Role of ${support.email}` })).toHaveValue('support')
  await expect(row).toContainText('Not enrolled')

  // The new operator, in a browser of their own: password, then enrolment.
  const theirs = await browser.newContext()
  try {
    const other = await theirs.newPage()
    await other.goto(opsURL('/sign-in'))
    await other.getByRole('textbox', { name: 'E-mail' }).fill(support.email)
    await other.getByLabel('Password', { exact: true }).fill(support.password)
    await other.getByRole('button', { name: 'Continue' }).click()
    await expect(other.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
    await expect(other.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    // The key shown beside the QR code, typed into an "authenticator" (Node).
    const secret = (await other.getByTestId('totp-secret').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/)
    await other.getByRole('textbox', { name: 'Code' }).fill(await freshCode(secret))
    await other.getByRole('button', { name: 'Verify' }).click()

    await expect(other.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
    await expect(other.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await other.getByRole('button', { name: 'I have saved these codes' }).click()

    await expect(other).toHaveURL(opsURL('/churches'))
    await expect(other.getByText(support.email)).toBeVisible()
    await openGrace(other)
    // Read only: the church's facts, but none of its actions.
    await expect(other.getByText('Short name')).toBeVisible()
    for (const button of ['Lock down', 'Suspend', 'Support sign-in', 'Grant credits']) {
      await expect(other.getByRole('button', { name: button, exact: true })).toHaveCount(0)
    }
  } finally {
    await theirs.close()
  }
})

test('the demo operator signs in to grace’s console as support, and the audit trail shows it', async ({ page, context }) => {
  await asOperator(page, context)
  await openGrace(page)

  await page.getByRole('button', { name: 'Support sign-in', exact: true }).click()
  const ask = page.getByRole('dialog', { name: 'Support sign-in' })
  await ask.getByRole('textbox', { name: 'Reason' }).fill('e2e: the pastor asked for help with a batch')
  await ask.getByRole('button', { name: 'Get the link' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Support sign-in link' })
  const link = linkDialog.getByRole('link', { name: 'Open the church’s console' })
  await expect(link).toHaveAttribute('href', new RegExp(`^${churchURL('grace', '/cpauth_admin')}\\?t=`))

  // The link opens grace's console in a new tab, signed in as its super admin.
  const [church] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(church).toHaveURL(churchURL('grace', DASHBOARD))
  await expect(church.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await church.close()

  // Back in the operator console: the audit trail holds the support sign-in.
  await linkDialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(linkDialog).toBeHidden()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click()
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Action' }).fill('church.support_login')
  await expect(page).toHaveURL(/[?&]action=church\.support_login/)
  const newest = page.getByRole('table', { name: 'Audit trail' }).getByRole('row').nth(1)
  await expect(newest).toContainText('church.support_login')
  await expect(newest).toContainText('ops@congregate.demo')
  await expect(newest).toContainText(GRACE)
  await expect(newest).toContainText('ok')
})
