import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { DASHBOARD, fillPhone, signInWithEmail } from '../support/ui'

test.describe('sign-in', () => {
  test('shows the organisation and the spec texts', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
    await expect(page.getByTestId('org-name')).not.toBeEmpty()
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Phone Number' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible()
    await expect(page).toHaveTitle(/\| Admin Portal$/)

    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('this field is required')).toBeVisible()
    await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-email')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('email is not valid')).toBeVisible()

    const pw = page.getByLabel('Password', { exact: true })
    await pw.fill('secret')
    await expect(pw).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(pw).toHaveAttribute('type', 'text')
  })

  test("the form's chunk lands in a box of its own height (nothing moves under the heading)", async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const form = page.getByRole('form', { name: 'Sign in' })
      await expect(form).toBeVisible()
      const [height, reserved] = await form.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sign-in-form-height'))])
      expect(Math.abs(height - reserved), `form ${height}px, reserved ${reserved}px at ${width}px`).toBeLessThanOrEqual(2)
    }
  })

  test('the page comes with the organisation info: the heading needs no request for it', async ({ page }) => {
    const orgRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/org/info')) orgRequests.push(r.url())
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
    await expect(page.getByTestId('org-name')).not.toBeEmpty()
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
    expect(orgRequests).toEqual([])
  })

  test('by email: a wrong password shows the server message in red, the right one enters', async ({ page }) => {
    const user = createUser()
    await signInWithEmail(page, user.email, 'Wrong-pass1!')
    await expect(page.getByTestId('login-error')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
    await expect(page.getByText('Total people')).toBeVisible()
    const stored = await page.evaluate(() => ({
      jwt: localStorage.getItem('jwtAccessToken'),
      next: localStorage.getItem('nextGenToken'),
      ms: localStorage.getItem('mservice-token'),
      user: localStorage.getItem('user'),
    }))
    expect(stored.jwt).toBeTruthy()
    expect(stored.next).toBe(stored.jwt)
    expect(stored.ms).toBe(stored.jwt)
    expect(JSON.parse(stored.user!).userId).toBe(Number(user.id))

    // Signed-in users never see the login route.
    await page.goto('/')
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  })

  test('by phone number and password', async ({ page }) => {
    const user = createUser()
    await page.goto('/')
    await page.getByRole('radio', { name: 'Phone Number' }).check()
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('This field is required')).toBeVisible()
    await fillPhone(page, 'Mobile number', user.mobile)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  })

  test('by phone number and PIN', async ({ page }) => {
    const user = createUser({ pin: '4826' })
    await page.goto('/')
    await page.getByRole('radio', { name: 'Phone Number' }).check()
    await page.getByRole('button', { name: 'Use PIN instead' }).click()
    await fillPhone(page, 'Mobile number', user.mobile)
    const pin = page.getByLabel('PIN', { exact: true })
    await pin.fill('48a')
    await expect(pin).toHaveValue('48')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Pin must not be less than 4 numbers')).toBeVisible()
    await pin.fill('1111')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    await pin.fill('4826')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  })
})
