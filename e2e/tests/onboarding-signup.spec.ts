import { expect, test } from '../support/test'
import { catalogue, fillPhoneField, money, OTP_CODE, packageTotal, uniquePhone, uniqueShortName } from '../support/onboarding'
import { onboardingURL, tenantPort, waitForMessage } from '../support/stack'
import { DASHBOARD } from '../support/ui'

test('a new church signs up end to end: plan and price, details, short-name check, OTP, its own dashboard', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { sizes, products } = await catalogue(request)
  expect(products.length).toBeGreaterThanOrEqual(7)
  const small = sizes[0]!
  const large = sizes[sizes.length - 1]!
  const product = (i: number) => page.getByRole('checkbox', { name: new RegExp(`^${products[i]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

  await page.goto(onboardingURL('/'))
  await expect(page).toHaveTitle('Congregate | Pricing and Planning')
  await expect(page.getByRole('heading', { name: 'Pricing and Planning', level: 1 })).toBeVisible()
  await expect(page.getByText('No Contracts. No Setup Fees. Cancel Anytime.', { exact: true })).toBeVisible()

  // Step 1: nothing chosen yet.
  const goBack = page.getByRole('button', { name: 'Go Back', exact: true })
  const cont = page.getByRole('button', { name: 'Continue', exact: true })
  await expect(goBack).toBeDisabled()
  await expect(cont).toBeDisabled()
  await expect(page.getByText('Selected Package', { exact: true })).toBeVisible()
  await expect(packageTotal(page)).toHaveText('0.00')

  const size = page.getByLabel('Church size')
  await expect(size).toBeEnabled()
  await size.selectOption({ label: small.label })
  await expect(cont).toBeDisabled() // a size but no product yet

  await product(0).check()
  await expect(packageTotal(page)).toHaveText(money(small.oneProductCost))
  await expect(page.getByRole('region', { name: 'Selected Package' })).toContainText(small.currency)
  await expect(cont).toBeEnabled()
  await product(1).check()
  await expect(packageTotal(page)).toHaveText(money(small.twoProductCost))

  // Select All → the full suite; the biggest size shows thousands separators.
  await page.getByRole('button', { name: 'Select All', exact: true }).click()
  await expect(packageTotal(page)).toHaveText(money(small.fullProductSuiteCost))
  await size.selectOption({ label: large.label })
  await expect(packageTotal(page)).toHaveText(money(large.fullProductSuiteCost))
  expect(money(large.fullProductSuiteCost)).toContain(',')

  // Deselect All → 0.00 and Continue disabled; picking a sixth product individually selects all.
  await page.getByRole('button', { name: 'Deselect All' }).click()
  await expect(packageTotal(page)).toHaveText('0.00')
  await expect(cont).toBeDisabled()
  const costs = [large.oneProductCost, large.twoProductCost, large.threeProductCost, large.fourProductCost, large.fiveProductCost]
  for (let i = 0; i < 5; i++) {
    await product(i).check()
    await expect(packageTotal(page)).toHaveText(money(costs[i]!))
  }
  await product(5).check()
  for (let i = 0; i < products.length; i++) await expect(product(i)).toBeChecked()
  await expect(packageTotal(page)).toHaveText(money(large.fullProductSuiteCost))
  // Back down to two products of the smallest size: the figure the sign-up sends.
  for (let i = 2; i < products.length; i++) await product(i).uncheck()
  await size.selectOption({ label: small.label })
  await expect(packageTotal(page)).toHaveText(money(small.twoProductCost))
  await expect(packageTotal(page)).toHaveText('89.00') // the seeded "Under 100" price for two products

  // Step 3.
  await cont.click()
  await expect(page.getByRole('form', { name: 'Church and admin details' })).toBeVisible()
  await expect(goBack).toBeEnabled()
  const next = page.getByRole('button', { name: 'Continue to OTP' })

  const churchName = `Hope Chapel ${Date.now() % 100000}`
  const short = uniqueShortName()
  const adminPhone = uniquePhone()
  const churchPhone = uniquePhone()
  const adminEmail = `e2e-admin-${Date.now()}@x.test`

  const shortName = page.getByLabel('Church Short Name')
  // Non-letters are stripped while typing.
  await shortName.pressSequentially('Gr-a 1ce!')
  await expect(shortName).toHaveValue('Grace')
  // A taken name (the demo church, any case): loading, then the server message; Continue blocked.
  await shortName.blur()
  await expect(shortName).toHaveAccessibleDescription('This short name is already taken')
  await expect(next).toBeDisabled()
  // Focus clears the error.
  await shortName.focus()
  await expect(page.getByText('This short name is already taken')).toHaveCount(0)
  await expect(next).toBeEnabled()
  await shortName.fill(short)
  await shortName.blur()
  await expect(page.getByTestId('short-name-ok')).toHaveText('Short name is available')
  await expect(next).toBeEnabled()

  await page.getByLabel('Church Name').fill(churchName)
  await page.getByLabel('Church Website').fill('https://hope.example.org')
  await page.getByLabel('Church Email').fill(`office-${short}@x.test`)
  await page.getByLabel('Church Address').fill('1 Main St, Springfield, IL')
  await fillPhoneField(page, 'Church Phone Number', churchPhone)
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Okafor')
  await page.getByLabel('Admin Email').fill(adminEmail)
  await fillPhoneField(page, 'Admin Phone Number', adminPhone)
  await page.getByLabel('Password', { exact: true }).fill('Secret#123')
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#123')
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check()
  await next.click()

  // OTP screen: Go back returns to the form with its values.
  await expect(page.getByText('Select a number to Receive your OTP')).toBeVisible()
  await page.getByRole('button', { name: 'Go back', exact: true }).click()
  await expect(page.getByLabel('Church Name')).toHaveValue(churchName)
  await next.click()
  await expect(page.getByText('Select a number to Receive your OTP')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Admin phone number/ })).toBeChecked()

  const since = new Date()
  await page.getByRole('button', { name: 'Request OTP' }).click()
  await expect(page.locator('[data-toast="success"]').filter({ hasText: 'Success!' })).toContainText('An OTP has been sent to your number')
  await expect(page.getByTestId('otp-message')).toHaveText(/An OTP has been sent to your number/)
  await expect(page.getByText('Pls enter the otp sent to your number', { exact: true })).toBeVisible()

  const { groups } = await waitForMessage(adminPhone, OTP_CODE, since)
  const code = groups[1]!
  const digits = page.getByRole('group', { name: 'Pls enter the otp sent to your number' }).locator('input')
  await expect(digits).toHaveCount(6)
  await expect(digits.first()).toHaveAttribute('type', 'password')
  await expect(digits.first()).toHaveAttribute('inputmode', 'numeric')

  // A wrong code: the server's message as an "Error" toast, the entry starts over.
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10))
  await digits.first().focus()
  await page.keyboard.type(wrong)
  await expect(page.locator('[data-toast="error"]').filter({ hasText: 'Error' })).toContainText('Invalid or expired OTP')
  await expect(digits.first()).toHaveValue('')

  // The sixth digit submits; the browser goes to the new church's admin site, signed in.
  const signup = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/customers') && r.method() === 'POST')
  await digits.first().focus()
  await page.keyboard.type(code)
  const body = (await signup).postDataJSON()
  expect(body).toMatchObject({
    church_name: churchName,
    church_short_name: short,
    church_phone_number: churchPhone,
    admin_phone_number: adminPhone,
    church_size: small.name,
    church_products: `${products[0]!.name},${products[1]!.name}`,
    church_pricing: small.twoProductCost,
    code,
  })
  expect(body).not.toHaveProperty('confirm_password')

  await expect(page).toHaveURL(new RegExp(`^http://${short}\\.localhost:${tenantPort}${DASHBOARD}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText(`An overview of ${churchName}.`)).toBeVisible()
  await expect(page).toHaveTitle(`${churchName} | Admin Portal`)
  // Signed in on its own site: the console holds the user and the organisation is the new church.
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeTruthy()
})
