// The children's ministry console (issue 15): rooms, the people who serve and the reports, as the
// demo church's children-only user. Categories (add, reposition, rename), a classroom with a
// capacity of 2, allergy types, a teacher whose expired check is refused a classroom, settings
// kept after a reload, and the demo's eight Sundays of check-ins on the dashboard and reports.
// Screenshots at 1280 and 375 px, light and dark, land in e2e/screenshots/.
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir, stampWord } from '../support/people'
import { signInWithEmail, toast } from '../support/ui'

const PASSWORD = 'Grace@2026!'

async function signIn(page: Page) {
  await signInWithEmail(page, 'children@grace.demo', PASSWORD)
  await expect(page).not.toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

async function open(page: Page, sub: string, heading: string) {
  await page.goto(`/product/children/${sub}`)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** The page as it is (a dialog open) at both widths, light only. */
async function snap(page: Page, name: string) {
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: w === 1280 ? 900 : 812 })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${screenshotDir}children-${name}-${w}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function shoot(page: Page, name: string) {
  for (const dark of [false, true]) {
    if (dark) await page.getByTestId('theme-toggle').click()
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 1280 ? 900 : 812 })
      await page.waitForTimeout(200)
      await page.screenshot({ path: `${screenshotDir}children-${name}-${w}${dark ? '-dark' : ''}.png`, fullPage: true })
    }
    if (dark) await page.getByTestId('theme-toggle').click()
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const date = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('children rooms: categories, classrooms, allergies, teachers, settings, dashboard and reports', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page)
  const word = stampWord()

  // Categories: add, reposition (up to the top), rename.
  await open(page, 'classrooms', 'Classrooms')
  const categories = page.getByRole('list', { name: 'Categories' })
  const cat = `Cat ${word}`
  await page.getByRole('textbox', { name: 'New category' }).fill(cat)
  await page.getByRole('form', { name: 'Add category' }).getByRole('button', { name: 'Add' }).click()
  await expect(toast(page, 'Category added')).toBeVisible()
  await expect(categories.getByTestId(`name-row-${cat}`)).toBeVisible()
  const rows = categories.locator('li')
  const count = await rows.count()
  expect(count).toBeGreaterThan(1)
  await expect(rows.last()).toContainText(cat)
  await page.getByRole('button', { name: `Move ${cat} up` }).click()
  await expect(toast(page, 'Categories reordered')).toBeVisible()
  await expect(rows.nth(count - 2)).toContainText(cat)
  await page.reload()
  await expect(rows.nth(count - 2)).toContainText(cat)

  const renamed = `Room ${word}`
  await page.getByRole('button', { name: `Rename ${cat}` }).click()
  await page.getByRole('textbox', { name: `New name for ${cat}` }).fill(renamed)
  await page.getByRole('form', { name: `Rename ${cat}` }).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Category renamed')).toBeVisible()
  await expect(categories.getByTestId(`name-row-${renamed}`)).toBeVisible()

  // A classroom with capacity 2 in it.
  const room = `Class ${word}`
  await page.getByRole('button', { name: `Add classroom to ${renamed}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Add classroom' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(room)
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue(/\d+/)
  await dialog.getByRole('textbox', { name: 'Youngest: years' }).fill('3')
  await dialog.getByRole('textbox', { name: 'Oldest: years' }).fill('4')
  await dialog.getByRole('textbox', { name: 'Oldest: months' }).fill('11')
  await dialog.getByRole('textbox', { name: 'Capacity' }).fill('2')
  await snap(page, 'classroom-dialog')
  await dialog.getByRole('button', { name: 'Add classroom' }).click()
  await expect(toast(page, 'Classroom added')).toBeVisible()
  const group = page.getByTestId(`classroom-group-${renamed}`)
  await expect(group.getByTestId(`classroom-${room}`)).toContainText('Capacity 2')
  await expect(group.getByTestId(`classroom-${room}`)).toContainText('Ages 3 y – 4 y 11 m')
  await expect(categories.getByTestId(`name-row-${renamed}`)).toContainText('1 classroom')
  await shoot(page, 'classrooms')

  // Allergy types: add, rename, delete.
  await open(page, 'foodallergiestypes', 'Food allergies')
  const allergy = `Kiwi ${word}`
  await page.getByRole('textbox', { name: 'New allergy' }).fill(allergy)
  await page.getByRole('form', { name: 'Add allergy' }).getByRole('button', { name: 'Add' }).click()
  await expect(toast(page, 'Allergy added')).toBeVisible()
  await page.getByRole('button', { name: `Rename ${allergy}` }).click()
  await page.getByRole('textbox', { name: `New name for ${allergy}` }).fill(`Mango ${word}`)
  await page.getByRole('form', { name: `Rename ${allergy}` }).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Allergy renamed')).toBeVisible()
  await shoot(page, 'allergies')
  await page.getByRole('button', { name: `Delete Mango ${word}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Allergy deleted')).toBeVisible()
  await expect(page.getByTestId(`name-row-Mango ${word}`)).toHaveCount(0)

  // Teachers: add with a valid check and the new classroom; an expired check is refused a classroom.
  const candidates = await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/children/teachers/search', { q: 'a' })
  const person = candidates.items[0]!
  await open(page, 'teachers', 'Teachers')
  await page.getByRole('button', { name: 'Add teacher' }).click()
  let td = page.getByRole('dialog', { name: 'Add teacher' })
  await td.getByRole('combobox', { name: 'Person' }).fill(person.name)
  await td.getByRole('option', { name: new RegExp(person.name) }).first().click()
  await td.getByLabel('Background check on').fill(date(-30))
  await td.getByLabel('Check expires on').fill(date(365))
  await td.getByRole('checkbox', { name: room }).check()
  await td.getByRole('button', { name: 'Add teacher' }).click()
  await expect(toast(page, 'Teacher added')).toBeVisible()
  await page.getByRole('textbox', { name: 'Search' }).fill(person.name)
  const row = page.getByTestId(`teacher-${person.name}`)
  await expect(row).toContainText('Valid')
  await expect(row).toContainText(room)
  await shoot(page, 'teachers')

  await row.getByRole('button', { name: `Edit ${person.name}` }).click()
  td = page.getByRole('dialog', { name: `Edit ${person.name}` })
  await td.getByLabel('Background check on').fill(date(-800))
  await td.getByLabel('Check expires on').fill(date(-5))
  await expect(td.getByRole('checkbox', { name: room })).toBeChecked()
  await td.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, "This teacher's background check has expired")).toBeVisible()
  await expect(td.getByRole('alert')).toHaveText("This teacher's background check has expired")
  await snap(page, 'teacher-dialog')
  await td.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toContainText('Valid')

  // Settings: saved and kept after a reload.
  await open(page, 'settings', "Children's settings")
  const weeks = page.getByRole('textbox', { name: 'Not seen after (weeks)' })
  await weeks.fill('60')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Weeks are 1 to 52')).toBeVisible()
  await weeks.fill('6')
  await page.getByRole('combobox', { name: 'Label size' }).selectOption('62mm')
  const code = page.getByRole('switch', { name: 'Check-out code required' })
  const codeWas = await code.getAttribute('aria-checked')
  await code.click()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings updated')).toBeVisible()
  await page.reload()
  await expect(weeks).toHaveValue('6')
  await expect(page.getByRole('combobox', { name: 'Label size' })).toHaveValue('62mm')
  await expect(code).toHaveAttribute('aria-checked', codeWas === 'true' ? 'false' : 'true')
  await shoot(page, 'settings')
  // Put the check-out code back as it was (the station's walk relies on it).
  await code.click()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Settings updated')).toBeVisible()

  // The dashboard and the reports show the demo's Sundays of check-ins. The chart's eight weeks
  // include the current one; on a Sunday the demo's eight Sundays are all before today (the
  // station's walk checks children in today), so its oldest falls out: seven weeks, not eight.
  await open(page, 'dashboard', "Children's dashboard")
  const chart = page.getByRole('img', { name: /^Check-ins per week:/ })
  await expect(chart).toBeVisible()
  const label = (await chart.getAttribute('aria-label')) ?? ''
  const sundays = label.replace(/^Check-ins per week: /, '').split(', ').filter((w) => !/ 0$/.test(w))
  expect(sundays.length).toBeGreaterThanOrEqual(7)
  await expect(page.getByTestId('figure-Children')).not.toContainText(/^Children0/)
  await shoot(page, 'dashboard')

  await open(page, 'reporting', 'Reporting')
  const table = page.getByRole('region', { name: 'Attendance' }).getByRole('table')
  await expect(table).toBeVisible()
  const dates = new Set((await table.locator('tbody tr td:first-child').allTextContents()).map((s) => s.trim()))
  expect(dates.size).toBeGreaterThanOrEqual(1)
  const total = Number(((await page.getByTestId('report-total').textContent()) ?? '0').replace(/\D/g, ''))
  expect(total).toBeGreaterThanOrEqual(8)
  await shoot(page, 'reporting')
  await page.getByRole('tab', { name: 'Not seen' }).click()
  await expect(page.getByRole('textbox', { name: 'Not seen for (weeks)' })).toHaveValue('6')
  await page.getByRole('tab', { name: 'First-timers' }).click()
  await expect(page.getByTestId('report-total')).toBeVisible()

  await open(page, 'adminguide', 'Children — admin guide')
  await shoot(page, 'guide')
})
