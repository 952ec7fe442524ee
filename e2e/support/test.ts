import { test as base, expect } from '@playwright/test'
import { tenantPort } from './stack'

export { expect }
export type { Page } from '@playwright/test'

/**
 * Every browser test runs under the hosts' content security policy: a violation (an inline
 * script, a style or a request the policy refuses) fails the test that caused it.
 */
export const test = base.extend<{ cspGuard: void }>({
  // The church host of this worker's own stack (stack.ts: one stack per worker).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern
  baseURL: async ({}, use) => {
    await use(`http://grace.localhost:${tenantPort}`)
  },
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text())
      })
      await use()
      expect(violations, 'content security policy violations').toEqual([])
    },
    { auto: true },
  ],
})
