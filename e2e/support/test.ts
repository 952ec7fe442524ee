import { test as base, expect } from '@playwright/test'

export { expect }
export type { Page } from '@playwright/test'

/**
 * Every browser test runs under the hosts' content security policy: a violation (an inline
 * script, a style or a request the policy refuses) fails the test that caused it.
 */
export const test = base.extend<{ cspGuard: void }>({
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
