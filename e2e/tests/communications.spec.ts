// Unified communications, end to end as the demo church's administrator: compose an SMS to a
// contact group with one person opted out, see the quote leave them out and price the rest, send,
// watch the delivery statuses arrive from the worker (outbox provider: delivered), a STOP texted
// back through the signed Twilio webhook takes the sender out of the next quote, and a send
// beyond the church's credits is refused with the server's message. Screenshots of the compose
// and detail pages at 1280 and 375 px land in e2e/screenshots/.
import { createHmac, randomBytes } from 'node:crypto'
import { expect, test, type Page } from '../support/test'
import { addPersonViaApi, apiAs, screenshotDir, stampWord } from '../support/people'
import { churchURL } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'

/** The demo church's administrator (scripts/e2e-stack.sh runs `bin/ops seed-demo` and grants it 500 credits). */
const DEMO_ADMIN = { church: 'grace', email: 'admin@grace.demo' }
/** TWILIO_AUTH_TOKEN's development default (internal/platform/config). */
const TWILIO_AUTH_TOKEN = process.env.TWILIO_AUTH_TOKEN ?? 'development-twilio-auth-token'
const SMS = '/product/unified-communication/sms'

let numberSeq = 0
/** Distinct valid US mobiles for this run (202 area, exchange 200-999). */
function mobile(): string {
  const v = (Math.floor(Math.random() * 7_000_000) + numberSeq++ * 7919) % 7_999_999
  return `+1202${2_000_000 + v}`
}

/** Twilio's X-Twilio-Signature: base64 HMAC-SHA1 of the full URL and the POST parameters sorted by name. */
function twilioSignature(url: string, params: Record<string, string>): string {
  const data = url + Object.keys(params).sort().map((k) => k + params[k]).join('')
  return createHmac('sha1', TWILIO_AUTH_TOKEN).update(data).digest('base64')
}

/** POSTs a signed inbound text to the church's webhook from the page (Chromium resolves *.localhost). */
async function textIn(page: Page, from: string, body: string): Promise<{ status: number; text: string }> {
  const url = churchURL('grace', '/api/webhooks/twilio/inbound')
  const params = { MessageSid: `SM${randomBytes(16).toString('hex')}`, From: from, To: '+15005550006', Body: body, AccountSid: 'ACe2e' }
  const signature = twilioSignature(url, params)
  return page.evaluate(
    async ([u, p, sig]) => {
      const res = await fetch(u as string, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': sig as string }, body: new URLSearchParams(p as Record<string, string>).toString() })
      return { status: res.status, text: await res.text() }
    },
    [url, params, signature] as const,
  )
}

async function addContactGroup(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Add from' }).selectOption({ label: 'Contact groups' })
  const find = page.getByRole('combobox', { name: 'Find contact groups' })
  await find.fill(name)
  await page.getByRole('option', { name: new RegExp(name) }).click()
  await expect(page.getByRole('list', { name: /Chosen/ }).getByText(name)).toBeVisible()
}

test('compose an SMS to a group: opt-outs left out, cost, delivery, STOP, refusal beyond the credits', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)

  // Three people in a contact group; the third has asked not to be texted.
  const w = stampWord()
  const mobiles = [mobile(), mobile(), mobile()]
  const people = await Promise.all(['Eunice', 'Gideon', 'Keziah'].map((first, i) => addPersonViaApi(page, { firstName: first, lastName: w, mobile: mobiles[i] })))
  const group = await apiAs<{ id: number }>(page, '/api/communications/contact-groups/add', { name: `Choir ${w}`, description: 'e2e' })
  await apiAs(page, '/api/communications/contact-groups/add-members', { id: group.id, personIds: people.map((p) => p.id), contacts: [] })
  await apiAs(page, '/api/communications/do-not-contact/add', { personId: people[2]!.id, channels: ['text'], note: 'Asked at the door' })

  // The sidenav entry opens the SMS page.
  await page.getByRole('link', { name: 'Communications' }).first().click()
  await expect(page).toHaveURL(new RegExp(`${SMS}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'SMS' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Communications sections' }).getByRole('link', { name: 'SMS' })).toHaveAttribute('aria-current', 'page')

  await addContactGroup(page, `Choir ${w}`)
  const message = page.getByRole('textbox', { name: 'Message' })
  await message.fill('Hello ')
  await page.getByRole('group', { name: 'Merge fields for message' }).getByRole('button', { name: 'First name' }).click()
  // The field takes focus back (caret after the merge field) in the next frame: type only then.
  await expect(message).toHaveValue('Hello {first_name}')
  await expect(message).toBeFocused()
  await page.keyboard.type(', choir practice moves to 7 pm on Thursday.')
  await expect(message).toHaveValue('Hello {first_name}, choir practice moves to 7 pm on Thursday.')
  await expect(page.getByTestId('sms-encoding')).toHaveText('GSM-7')
  await expect(page.getByTestId('sms-segments')).toHaveText('1 segment')

  // The quote: two recipients (the opted-out one removed), priced per segment.
  const panel = page.getByTestId('quote-panel')
  await expect(panel.getByTestId('quote-recipients')).toHaveText('2')
  await expect(panel.getByTestId('quote-opted-out')).toHaveText('1')
  const segments = Number((await panel.getByTestId('quote-segments').innerText()).split(' ')[0])
  expect(segments).toBeGreaterThanOrEqual(1)
  await expect(panel.getByTestId('quote-credits')).toHaveText(String(2 * segments))
  await expect(panel.getByTestId('quote-preview-text')).toContainText(/Hello (Eunice|Gideon), choir practice/)
  await page.screenshot({ path: `${screenshotDir}communications-compose.png`, fullPage: true })

  await page.getByRole('button', { name: 'Send text message' }).click()
  await expect(page).toHaveURL(/\/sms\?id=\d+$/)
  await expect(page.getByTestId('detail-recipients')).toHaveText('2')
  // The worker sends through the outbox provider, which reports delivered; the page follows live.
  await expect(page.getByTestId('count-delivered')).toHaveText('2', { timeout: 45_000 })
  const rows = page.getByTestId('recipient-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(2)
  await expect(rows.filter({ hasText: `Keziah ${w}` })).toHaveCount(0)
  await page.screenshot({ path: `${screenshotDir}communications-detail.png`, fullPage: true })

  // The status filter narrows the recipients.
  await page.getByRole('combobox', { name: 'Recipient status' }).selectOption('failed')
  await expect(page.getByText('No recipient with this status')).toBeVisible()
  await page.getByRole('combobox', { name: 'Recipient status' }).selectOption('')
  await expect(rows).toHaveCount(2)

  // Gideon texts STOP back: the signed webhook opts his number out of text messages.
  const stop = await textIn(page, mobiles[1]!, 'STOP')
  expect(stop.status, stop.text).toBe(200)
  expect(stop.text).toContain('<Response')
  // A forged signature is refused.
  const forged = await page.evaluate(async (u) => (await fetch(u, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': 'AAAA' }, body: 'MessageSid=SMx&From=%2B12025550100&Body=STOP' })).status, churchURL('grace', '/api/webhooks/twilio/inbound'))
  expect(forged).toBe(403)

  await page.goto(SMS)
  await addContactGroup(page, `Choir ${w}`)
  await page.getByRole('textbox', { name: 'Message' }).fill('Thank you for singing on Sunday!')
  await expect(panel.getByTestId('quote-recipients')).toHaveText('1')
  await expect(panel.getByTestId('quote-opted-out')).toHaveText('2')
  await expect(panel.getByTestId('quote-preview-text')).toContainText('Thank you for singing')

  // Beyond the balance: more typed-in contacts than the credits cover with a long Unicode text
  // (22 segments each; 20 counted here for margin), however many credits the church holds now.
  const balance = await apiAs<{ available: number }>(page, '/api/organization/credits/balance', {})
  const guests = Math.floor(balance.available / 20) + 1
  const big = await apiAs<{ id: number }>(page, '/api/communications/contact-groups/add', { name: `Everyone ${w}`, description: 'e2e' })
  const first = 2_000_000 + Math.floor(Math.random() * 5_000_000)
  const contacts = Array.from({ length: guests }, (_, i) => ({ name: `Guest ${i + 1}`, phone: `+1202${first + i}`, email: '' }))
  await apiAs(page, '/api/communications/contact-groups/add-members', { id: big.id, personIds: [], contacts })
  await page.getByRole('button', { name: `Remove contact group Choir ${w}` }).click()
  await addContactGroup(page, `Everyone ${w}`)
  await page.getByRole('textbox', { name: 'Message' }).fill('Благодарим вас! '.repeat(90).trim())
  await expect(page.getByTestId('sms-encoding')).toHaveText('UCS-2')
  await expect(panel.getByTestId('quote-recipients')).toHaveText(guests.toLocaleString('en-US'))
  const refusal = panel.getByTestId('quote-refusal')
  await expect(refusal).toBeVisible()
  const needed = await panel.getByTestId('quote-credits').innerText()
  const available = await panel.getByTestId('quote-available').innerText()
  const expected = `Insufficient message credits: this message needs ${needed} credits and ${available} are available.`
  await expect(refusal).toContainText(expected)
  // Sending anyway: the server refuses with the same words (409), shown in the error toast, and nothing is written.
  const before = await apiAs<{ total: number }>(page, '/api/communications/list', { channel: 'sms', page: 0, pageSize: 1 })
  await page.getByRole('button', { name: 'Send text message' }).click()
  await expect(toast(page, expected)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${SMS}$`))
  const after = await apiAs<{ total: number }>(page, '/api/communications/list', { channel: 'sms', page: 0, pageSize: 1 })
  expect(after.total).toBe(before.total)
})

test('schedule an SMS, edit it, delete it; credits pages; phone-width screenshots', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithToken(page, DEMO_ADMIN)
  const w = stampWord()
  const person = await addPersonViaApi(page, { firstName: 'Deborah', lastName: w, mobile: mobile() })
  const start = await apiAs<{ available: number; reserved: number }>(page, '/api/organization/credits/balance', {})

  await page.goto(SMS)
  await page.getByRole('combobox', { name: 'Find a person' }).fill(`Deborah ${w}`)
  await page.getByRole('option', { name: new RegExp(`Deborah ${w}`) }).click()
  await page.getByRole('textbox', { name: 'Message' }).fill('See you at the retreat, {first_name}!')
  await page.getByRole('radio', { name: 'Schedule for later' }).check()
  const at = new Date(Date.now() + 3 * 86_400_000)
  const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T10:00`
  await page.getByLabel('Date and time').fill(local(at))
  await expect(page.getByTestId('quote-recipients')).toHaveText('1')
  await page.getByRole('button', { name: 'Schedule text message' }).click()
  await expect(page).toHaveURL(/\/sms\?id=\d+$/)
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible()
  const held = await apiAs<{ available: number; reserved: number }>(page, '/api/organization/credits/balance', {})
  expect(held.reserved).toBeGreaterThan(start.reserved)

  // Edit: the form comes back with the person and the text; change the text.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page).toHaveURL(/\/sms\?edit=\d+$/)
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('See you at the retreat, {first_name}!')
  await page.getByRole('textbox', { name: 'Message' }).fill('The retreat starts at 10, {first_name}.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/sms\?id=\d+$/)
  await expect(page.getByText('The retreat starts at 10, {first_name}.')).toBeVisible()

  // Delete: confirmed, and its credits come back.
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this scheduled message?' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(new RegExp(`${SMS}$`))
  const back = await apiAs<{ available: number; reserved: number }>(page, '/api/organization/credits/balance', {})
  expect(back.reserved).toBe(start.reserved)
  void person

  // Credits: the balance and the ledger with the grant, filtered by kind.
  await page.goto('/organization/credits')
  await expect(page.getByRole('heading', { level: 1, name: 'Message credits' })).toBeVisible()
  await expect(page.getByTestId('credits-available')).toHaveText(back.available.toLocaleString('en-US'))
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('grant')
  await expect(page.getByTestId('ledger-row').first()).toContainText('Grant')
  await page.getByRole('link', { name: 'Purchase history' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Credit purchase history' })).toBeVisible()
  await expect(page.getByTestId('ledger-row').filter({ hasText: 'e2e' }).first()).toBeVisible()

  // Phone width: compose and a sent message's detail.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(SMS)
  await page.getByRole('combobox', { name: 'Find a person' }).fill(`Deborah ${w}`)
  await page.getByRole('option', { name: new RegExp(`Deborah ${w}`) }).click()
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello {first_name} 🙂 — see you Sunday.')
  await expect(page.getByTestId('sms-encoding')).toHaveText('UCS-2')
  await expect(page.getByTestId('quote-recipients')).toHaveText('1')
  await page.screenshot({ path: `${screenshotDir}communications-compose-375.png`, fullPage: true })
  await page.getByRole('button', { name: 'Send text message' }).click()
  await expect(page).toHaveURL(/\/sms\?id=\d+$/)
  await expect(page.getByTestId('count-delivered')).toHaveText('1', { timeout: 45_000 })
  await page.screenshot({ path: `${screenshotDir}communications-detail-375.png`, fullPage: true })
})
