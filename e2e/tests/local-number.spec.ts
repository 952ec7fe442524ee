// A person saved with a local mobile number (no country code, as an import or an integration sends
// it) signs in by phone and password, and by phone and PIN: every number is stored in E.164 with
// the church's default country (internal/platform/contact).
import { expect, test } from '../support/test'
import { apiAs, uniqueMobile } from '../support/people'
import { createUser, RESET_LINK, waitForMessage } from '../support/stack'
import { DASHBOARD, fillPhone, signInWithToken, toast } from '../support/ui'

test('a person saved with a local number signs in by phone, with a password and with a PIN', async ({ page, browser }) => {
  const admin = createUser()
  await signInWithToken(page, admin)
  const e164 = uniqueMobile() // +1202NXXXXXX
  const local = `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`
  const last = `Local${Date.now() % 100000}`
  const person = await apiAs<{ id: number; mobile: string }>(page, '/api/people/add', {
    firstName: 'Lola', lastName: last, email: `${last.toLowerCase()}@x.test`, mobile: local, createLogin: true, password: 'Passw0rd!',
  })
  expect(person.mobile).toBe(e164)
  await apiAs(page, '/api/roles/admin-access', { personId: person.id, enabled: true })

  const ctx = await browser.newContext()
  const them = await ctx.newPage()
  await them.goto('/')
  await them.getByRole('radio', { name: 'Phone Number' }).check()
  await fillPhone(them, 'Mobile number', e164)
  await them.getByLabel('Password', { exact: true }).fill('Passw0rd!')
  await them.getByRole('button', { name: 'Sign In' }).click()
  await expect(them).toHaveURL(new RegExp(`${DASHBOARD}$`))
  await ctx.close()

  // A PIN through the reset link the SMS carries, then sign-in by phone and PIN.
  const pinCtx = await browser.newContext()
  const p = await pinCtx.newPage()
  await p.goto('/')
  await p.getByRole('radio', { name: 'Phone Number' }).check()
  await p.getByRole('link', { name: 'Forgot Password?' }).click()
  await p.getByRole('radio', { name: 'Reset PIN' }).check()
  const since = new Date()
  await fillPhone(p, 'Phone Number', e164)
  await p.getByRole('button', { name: 'Send Request' }).click()
  await expect(p.getByRole('button', { name: 'Back to Login' })).toBeVisible()
  const { groups } = await waitForMessage(e164, RESET_LINK, since)
  await p.goto(groups[0]!)
  await p.getByLabel('Pin', { exact: true }).fill('3579')
  await p.getByLabel('Confirm Pin', { exact: true }).fill('3579')
  await p.getByRole('button', { name: 'Send Request' }).click()
  await expect(toast(p, /./)).toBeVisible()
  await expect(p).toHaveURL(/\/$/)
  await p.getByRole('radio', { name: 'Phone Number' }).check()
  await p.getByRole('button', { name: 'Use PIN instead' }).click()
  await fillPhone(p, 'Mobile number', e164)
  await p.getByLabel('PIN', { exact: true }).fill('3579')
  await p.getByRole('button', { name: 'Sign In' }).click()
  await expect(p).toHaveURL(new RegExp(`${DASHBOARD}$`))
  await pinCtx.close()
})
