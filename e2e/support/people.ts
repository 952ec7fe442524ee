// Helpers for the people e2e tests: the signed-in user's API calls (for fixtures only; the
// behaviour under test always goes through the UI) and small file builders.
import { expect, type Page } from '@playwright/test'

let n = 0
/** A short unique word for names: letters only, so name search and duplicates stay predictable. */
export function stampWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let v = Date.now() * 10 + (n++ % 10)
  let s = ''
  while (v > 0) {
    s += letters[v % 26]
    v = Math.floor(v / 26)
  }
  return s.charAt(0).toUpperCase() + s.slice(1, 9)
}

/**
 * POSTs to the tenant API as the user signed in on `page` (fixtures only). Runs inside the page:
 * Chromium resolves *.localhost, Node's resolver does not.
 */
export async function apiAs<T = unknown>(page: Page, path: string, body: unknown): Promise<T> {
  const json = await page.evaluate(
    async ([p, b]) => {
      const token = localStorage.getItem('jwtAccessToken')
      const res = await fetch(p as string, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(b) })
      return (await res.json()) as { responseCode: string; responseMessage: string; responseData: unknown }
    },
    [path, body] as const,
  )
  expect(json.responseCode, `${path}: ${json.responseMessage}`).toBe('00')
  return json.responseData as T
}

export async function addPersonViaApi(page: Page, p: { firstName: string; lastName: string; email?: string; mobile?: string; membershipTypeId?: number }) {
  return apiAs<{ id: number; fullName: string }>(page, '/api/people/add', { ...p })
}

export function csv(rows: string[][]): Buffer {
  return Buffer.from(rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n', 'utf8')
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** Opens a people page and waits for the module's section bar. */
export async function openPeople(page: Page, sub: string) {
  await page.goto(`/product/people/${sub}`)
  await expect(page.getByRole('navigation', { name: 'People sections' })).toBeVisible()
}

export const screenshotDir = new URL('../screenshots/', import.meta.url).pathname

let m = 0
/** A valid, unused-looking US mobile (202 area, exchange 200–999). */
export function uniqueMobile(): string {
  const v = (Date.now() * 10 + (m++ % 10)) % 8_000_000
  return `+1202${2_000_000 + v}`
}
