// Helpers of the organisation, roles and audit tests.
import { expect, type Page } from '@playwright/test'

export const screenshotDir = new URL('../screenshots/', import.meta.url).pathname

/** A CSS custom property as the theme module set it on <html>. */
export function htmlVar(page: Page, name: string): Promise<string> {
  return page.locator('html').evaluate((el, n) => el.style.getPropertyValue(n).trim(), name)
}

/** Marks the current document: `stillSameDocument` is false after any reload or full navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMark: boolean }).__e2eMark = true))
}

export function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true)
}

/** Picks a person in a PersonPicker (roles/search) by typing part of their name. */
export async function pickPerson(page: Page, label: string, query: string, fullName: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label })
  await box.fill(query)
  const option = page.getByRole('option', { name: new RegExp(fullName) })
  await expect(option).toBeVisible()
  await option.click()
}

/** A unique colour per run, so a test never "changes" the colour to the value it already has. */
export function uniqueColour(): string {
  const n = (Date.now() % 0xffffff) | 0x101010
  return `#${n.toString(16).padStart(6, '0').toUpperCase()}`
}

/** A unique, valid role name. */
export function uniqueRoleName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).slice(-5)}`
}
