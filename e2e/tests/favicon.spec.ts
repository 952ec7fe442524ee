import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { createUser } from '../support/stack'
import { signInWithToken } from '../support/ui'

// The console's icon is fetched once per URL: the page comes with the church's icon linked (not
// the build's favicon.svg first), and the console does not set the same icon again (each set is a
// new fetch that aborts the one under way). Chromium looks the icon up again after a same-document
// navigation; that comes from its cache, so fetches are counted from the DevTools protocol, which
// tells the network from the cache.

/** Records the page's icon requests from now on: fetched from the network, from the cache, failed. */
async function watchIcons(page: Page) {
  const isIcon = (url: string) => /favicon/.test(new URL(url).pathname)
  const path = (url: string) => new URL(url).pathname + new URL(url).search
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const urls = new Map<string, string>()
  const fromCache = new Set<string>()
  const requested: string[] = []
  const fetched: string[] = []
  const failed: string[] = []
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!isIcon(e.request.url)) return
    urls.set(e.requestId, path(e.request.url))
    requested.push(path(e.request.url))
  })
  cdp.on('Network.requestServedFromCache', (e) => void fromCache.add(e.requestId))
  cdp.on('Network.responseReceived', (e) => {
    const u = urls.get(e.requestId)
    if (u && !fromCache.has(e.requestId) && !e.response.fromDiskCache) fetched.push(u)
  })
  cdp.on('Network.loadingFailed', (e) => {
    const u = urls.get(e.requestId)
    if (u) failed.push(`${u}: ${e.errorText}${e.canceled ? ' (aborted)' : ''}`)
  })
  return {
    /** At most one fetch per icon URL, none failed, and only the church's icon asked for. */
    async expectOncePerURL({ fetchedAtLeastOnce }: { fetchedAtLeastOnce: boolean }) {
      await page.waitForTimeout(1000)
      expect(failed).toEqual([])
      const perURL = new Map<string, number>()
      for (const u of fetched) perURL.set(u, (perURL.get(u) ?? 0) + 1)
      expect([...perURL.entries()].filter(([, n]) => n > 1)).toEqual([])
      expect([...new Set(requested)]).toEqual(['/api/org/favicon.svg?size=96'])
      if (fetchedAtLeastOnce) expect(fetched).toEqual(['/api/org/favicon.svg?size=96'])
    },
  }
}

test('a console load and a navigation fetch the icon once, none aborted (signed out)', async ({ page }) => {
  const icons = await watchIcons(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await expect(page).toHaveURL(/forgot/)
  await icons.expectOncePerURL({ fetchedAtLeastOnce: true })
})

test('a console load and a navigation fetch the icon once, none aborted (signed in)', async ({ page }) => {
  await signInWithToken(page, createUser({ role: 'People Manager' }))
  const icons = await watchIcons(page)
  await page.goto('/product/people/listing')
  const sections = page.getByRole('navigation', { name: 'People sections' })
  await expect(sections).toBeVisible()
  await sections.getByRole('link').nth(1).click()
  await expect(page).not.toHaveURL(/listing$/)
  await icons.expectOncePerURL({ fetchedAtLeastOnce: false }) // the sign-in page may have cached it
})
