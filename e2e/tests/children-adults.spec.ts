// Teachers in the rooms (issue 15): a room with a ratio takes children only while enough adults
// are in it, so staff sign a teacher with a valid background check in to a room on the station
// set-up page; the board counts them at once and opens the room; signing out closes it again.
import { expect, test } from '../support/test'
import { addPersonViaApi, apiAs, stampWord } from '../support/people'
import { signInWithToken } from '../support/ui'

test('a teacher signed in to a room opens it to children; signed out, it closes', async ({ page, browser }) => {
  const w = stampWord()
  await signInWithToken(page, { church: 'grace', email: 'children@grace.demo' })
  const room = await apiAs<{ id: number }>(page, '/api/children/classrooms/add', { name: `Ark ${w}`, capacity: 10, ratio: 4 })
  // The person is the admin's to add (children@ holds only the children key).
  const adminCtx = await browser.newContext()
  const admin = await adminCtx.newPage()
  await signInWithToken(admin, { church: 'grace', email: 'admin@grace.demo' })
  const personId = (await addPersonViaApi(admin, { firstName: 'Tia', lastName: `Room${w}` })).id
  await adminCtx.close()
  const today = new Date()
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  await apiAs(page, '/api/children/teachers/add', {
    personId,
    backgroundCheckOn: iso(new Date(today.getTime() - 30 * 864e5)),
    backgroundCheckExpiresOn: iso(new Date(today.getTime() + 365 * 864e5)),
    classroomIds: [room.id],
  })

  await page.goto('/product/children/check-instation')
  const card = page.locator('li[data-room]', { hasText: `Ark ${w}` })
  await expect(card).toHaveAttribute('data-open', 'false')
  await expect(card).toContainText('This room needs another adult')

  await page.getByLabel('Teacher', { exact: true }).selectOption({ label: `Tia Room${w}` })
  await page.getByLabel('Room', { exact: true }).selectOption({ label: `Ark ${w}` })
  await page.getByRole('button', { name: 'Sign in to room' }).click()
  await expect(page.getByText(`Tia Room${w} is in Ark ${w}`)).toBeVisible()
  const present = page.getByRole('list', { name: 'Teachers in the rooms' })
  await expect(present).toContainText(`Tia Room${w}`)
  // The board counts the adult and opens the room (the stream, within 2 s).
  await expect(card).toHaveAttribute('data-open', 'true', { timeout: 2_000 })
  await expect(card).toContainText('1 adult')

  await page.getByRole('button', { name: `Sign Tia Room${w} out of Ark ${w}` }).click()
  await expect(present.getByText(`Tia Room${w}`)).toHaveCount(0)
  await expect(card).toHaveAttribute('data-open', 'false', { timeout: 2_000 })
})
