// Communications as a staff member who holds the unifiedCommunications key and nothing else (the
// demo's comms@grace.demo, role Communications): the audience builder finds the people module's
// groups through the communications key, an SMS to a group goes out with its delivery statuses,
// and a birthday greeting turned on from the Automations card goes out once however often the
// day's run repeats (`bin/ops greetings run`, what the worker runs every hour).
import { expect, test } from '../support/test'
import { apiAs, stampWord } from '../support/people'
import { ops, outboxMessages, waitForMessage } from '../support/stack'
import { signInWithToken, toast } from '../support/ui'

const ADMIN = { church: 'grace', email: 'admin@grace.demo' }
const COMMS = { church: 'grace', email: 'comms@grace.demo' }

/** Today's date in the demo church's time zone (its default, America/Chicago). */
function churchToday(): { y: number; m: number; d: number } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()).split('-').map(Number)
  return { y: y!, m: m!, d: d! }
}

test('a Communications staff member texts a group of the directory and a birthday greeting goes out once', async ({ browser }) => {
  test.setTimeout(180_000)
  // The administrator prepares what the staff member will use: a person celebrating today.
  const admin = await (await browser.newContext()).newPage()
  await signInWithToken(admin, ADMIN)
  const w = stampWord()
  const t = churchToday()
  const born = t.m === 2 && t.d === 29 ? '1992-02-29' : `1990-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`
  const mobile = `+1202${2_000_000 + (Date.now() % 7_999_999)}`
  await apiAs(admin, '/api/people/add', { firstName: 'Hannah', lastName: w, mobile, birthDate: born })
  const groups = await apiAs<{ items: { id: number; name: string; memberCount: number }[] }>(admin, '/api/people/groups/list', { page: 0, pageSize: 50 })
  const group = [...groups.items].sort((a, b) => b.memberCount - a.memberCount)[0]!

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await signInWithToken(page, COMMS)
  // The people pages are not theirs; the communications pages are.
  await expect(page.getByRole('link', { name: 'People' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Communications' }).first().click()
  await page.getByRole('combobox', { name: 'Add from' }).selectOption({ label: 'Groups' })
  await page.getByRole('combobox', { name: 'Find groups' }).fill(group.name)
  await page.getByRole('option', { name: new RegExp(group.name) }).click()
  await page.getByRole('textbox', { name: 'Message' }).fill('Hi {first_name}, the church picnic is on Saturday at noon.')
  const recipients = page.getByTestId('quote-recipients')
  await expect(recipients).toHaveText(/^[1-9]\d*$/)
  const n = await recipients.innerText()
  await page.getByRole('button', { name: 'Send text message' }).click()
  await expect(page).toHaveURL(/\/sms\?id=\d+$/)
  await expect(page.getByTestId('count-delivered')).toHaveText(n, { timeout: 45_000 })

  // The birthday text, turned on from the Automations card for every hour of the day.
  await page.goto('/product/unified-communication/smartkeywords')
  const form = page.getByRole('form', { name: 'Text message birthday greeting' })
  const on = form.getByRole('switch', { name: 'Send the birthday text message' })
  if ((await on.getAttribute('aria-checked')) !== 'true') await on.click()
  await form.getByRole('combobox', { name: 'Send at' }).selectOption('0')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, /saved|updated/i)).toBeVisible()

  const since = new Date()
  expect(ops(['greetings', 'run', '--church', 'grace'])).toMatch(/grace: [1-9]\d* greeting message\(s\), [1-9]\d* person\(s\) greeted/)
  const { message } = await waitForMessage(mobile, /Happy birthday, Hannah!/, since, 30_000)
  expect(message.body).toContain('Grace Community Church')
  // The day's run again (the next hour's, a retry): nobody is greeted twice.
  expect(ops(['greetings', 'run', '--church', 'grace'])).toContain('grace: 0 greeting message(s), 0 person(s) greeted')
  await page.waitForTimeout(6_000) // longer than the worker's dispatch interval
  expect(outboxMessages().filter((m) => m.to === mobile && /Happy birthday/.test(m.body))).toHaveLength(1)
  await page.goto('/product/unified-communication/smartkeywords')
  await expect(page.getByRole('region', { name: 'Greetings sent' }).getByRole('row', { name: new RegExp(`Hannah ${w}`) })).toBeVisible()
})
