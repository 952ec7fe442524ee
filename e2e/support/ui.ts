import { expect, type Page } from '@playwright/test'
import { loginTokenURL, type TestUser } from './stack'

export const DASHBOARD = '/dashboard/default'

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-toast]').filter({ hasText: text })
}

export async function signInWithEmail(page: Page, email: string, password: string) {
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Types an E.164 number into the phone input (country fixed to +1 for our fixtures). */
export async function fillPhone(page: Page, label: string, e164: string) {
  const input = page.getByRole('textbox', { name: label })
  await input.click()
  await input.press('End')
  await input.pressSequentially(e164.replace(/^\+1/, ''))
}

/** Fastest sign-in for tests about something else: the operator's single-use link. */
export async function signInWithToken(page: Page, user: Pick<TestUser, 'church' | 'email'>) {
  await page.goto(loginTokenURL(user))
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}
