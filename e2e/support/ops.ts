// The operator console (ops-web) on the operator host: its URL and signing in as the demo operator.
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { portBase, repoRoot } from './stack'
import { DEMO_OPERATOR, freshCode } from './totp'

/** The operator host is served by the control plane (OPS_HOST=ops.localhost, scripts/e2e-stack.sh). */
export function opsURL(pathname = '/'): string {
  return `http://ops.localhost:${portBase}${pathname}`
}

const cookieFile = path.join(repoRoot, `.data/e2e-${portBase}/ops-cookies.json`)

/** Signs in through the sign-in page: password, then the authenticator's code. */
export async function signInOperator(page: Page) {
  await page.goto(opsURL('/sign-in'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_OPERATOR.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Code' }).fill(await freshCode())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(opsURL('/churches'))
  await expect(page.getByRole('heading', { name: 'Churches', level: 1 })).toBeVisible()
  writeFileSync(cookieFile, JSON.stringify(await page.context().cookies(opsURL('/'))))
}

/**
 * Signed in as the demo operator the cheap way for tests about something else: the session an
 * earlier sign-in on this stack left (its cookie), else a sign-in (a code's step is used once, so a
 * second sign-in can wait up to 30 s).
 */
export async function asOperator(page: Page, context: BrowserContext) {
  if (existsSync(cookieFile)) {
    await context.addCookies(JSON.parse(readFileSync(cookieFile, 'utf8')))
    await page.goto(opsURL('/churches'))
    // The churches page, or the sign-in page when that session has ended.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (new URL(page.url()).pathname === '/churches') return
  }
  await signInOperator(page)
}
