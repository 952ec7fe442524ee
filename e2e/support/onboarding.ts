// Helpers for the pages of the onboarding host (controlplane on E2E_PORT_BASE, see stack.ts).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { onboardingURL } from './stack'

let seq = 0

/** A unique stamp per call within a run. */
function stamp(): number {
  return Date.now() * 100 + (seq++ % 100)
}

/** A valid US number (202 with a 200–999 exchange) no other test uses. */
export function uniquePhone(): string {
  return `+1202${2_000_000 + (stamp() % 7_999_999)}`
}

/** A free church short name: letters only, 4 to 20. */
export function uniqueShortName(prefix = 'hope'): string {
  let n = stamp()
  let letters = ''
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters
    n = Math.floor(n / 26)
  }
  return (prefix + letters).slice(0, 20)
}

/** The accessible-description check: the message shown under a field is that field's. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message)
}

export interface SizeOption {
  label: string
  name: string
  currency: string
  oneProductCost: string
  twoProductCost: string
  threeProductCost: string
  fourProductCost: string
  fiveProductCost: string
  sixProductCost: string
  fullProductSuiteCost: string
}

export interface ProductOption {
  name: string
  title: string
  description: string
}

/**
 * GET from Node: Node does not resolve *.localhost as browsers do, so the request goes to the
 * loopback address with the original Host header (the control plane routes by host).
 */
export function getByHost(request: APIRequestContext, url: string) {
  const u = new URL(url)
  const host = u.host
  if (u.hostname.endsWith('.localhost')) u.hostname = '127.0.0.1'
  return request.get(u.toString(), { headers: { Host: host } })
}

export async function catalogue(request: APIRequestContext): Promise<{ sizes: SizeOption[]; products: ProductOption[] }> {
  const sizes = await getByHost(request, onboardingURL('/api/onboarding/church-sizes'))
  const products = await getByHost(request, onboardingURL('/api/onboarding/products'))
  expect(sizes.ok()).toBeTruthy()
  expect(products.ok()).toBeTruthy()
  return { sizes: (await sizes.json()).data, products: (await products.json()).data }
}

/** Spec §9 money: two decimals, thousands separators. */
export function money(amount: string): string {
  const [whole, frac = ''] = amount.split('.')
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(frac + '00').slice(0, 2)}`
}

export function packageTotal(page: Page): Locator {
  return page.getByTestId('package-total')
}

/** Types an E.164 US number into the phone input with this label (country fixed to +1). */
export async function fillPhoneField(page: Page, label: string, e164: string) {
  const input = page.getByRole('textbox', { name: label, exact: true })
  await input.click()
  await input.press('End')
  await input.pressSequentially(e164.replace(/^\+1/, ''))
}

export const OTP_CODE = /verification code is (\d{6})/i

/** Fetches a PDF link and checks it is a real PDF. */
export async function expectPdf(request: APIRequestContext, url: string) {
  const res = await getByHost(request, url)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
  const body = await res.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(body.length).toBeGreaterThan(500)
}

/** Fills the wizard's church and admin details with valid values (a fresh short name and phones);
 * `confirm` is the Confirm Password value (a different one makes the step refuse). */
export async function fillChurchDetails(page: Page, confirm = 'Secret#123') {
  await page.getByLabel('Church Name').fill('Hope Chapel')
  await page.getByLabel('Church Short Name').fill(uniqueShortName())
  await page.getByLabel('Church Short Name').blur()
  await expect(page.getByTestId('short-name-ok')).toBeVisible()
  await page.getByLabel('Church Website').fill('https://hope.example.org')
  await page.getByLabel('Church Email').fill('office@hope.example.org')
  await page.getByLabel('Church Address').fill('1 Main St, Springfield, IL')
  await fillPhoneField(page, 'Church Phone Number', uniquePhone())
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Okafor')
  await page.getByLabel('Admin Email').fill('ada@hope.example.org')
  await fillPhoneField(page, 'Admin Phone Number', uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill('Secret#123')
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm)
}
