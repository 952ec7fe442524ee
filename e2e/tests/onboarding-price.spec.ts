import { expect, test } from '../support/test'
import { catalogue, money } from '../support/onboarding'
import { onboardingURL } from '../support/stack'

// Prices read "USD 139.00/month": the currency code, a space, spec §9 money (two decimals,
// thousands separators), in the price bar and in the size's tier list, on a desktop and a phone.
const dir = new URL('../screenshots/', import.meta.url).pathname

for (const width of [1280, 375]) {
  test(`the wizard writes prices with a space after the currency at ${width} px`, async ({ page, request }) => {
    const { sizes } = await catalogue(request)
    const size = sizes[sizes.length - 1]! // the largest church: prices with a thousands separator
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 })
    await page.goto(onboardingURL('/'))
    await page.getByLabel('Church size').selectOption(size.name)
    for (const name of [/^People & Membership/, /^Giving & Generosity/, /^Children's Check-in/]) await page.getByRole('checkbox', { name }).check()

    const price = `${size.currency} ${money(size.threeProductCost)}`
    const bar = page.getByTestId('package-price')
    await expect(bar).toHaveText(`Total: ${price}/month`)
    // The space is text, not a margin: what a screen reader reads and a copy pastes.
    expect(await bar.evaluate((el) => el.textContent)).toBe(`Total: ${price}/month`)
    await expect(page.getByText(`${size.currency} ${money(size.oneProductCost)}`, { exact: true })).toBeVisible()
    await expect(page.getByText(`${size.currency} ${money(size.fullProductSuiteCost)}`, { exact: true })).toBeVisible()

    // The price sits on one line inside the screen.
    const box = (await bar.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(box.height).toBeLessThan(48)

    await page.screenshot({ path: `${dir}onboarding-price-${width}.png` })
    await page.getByText(`${size.label} pricing`).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${dir}onboarding-price-tiers-${width}.png` })
  })
}
