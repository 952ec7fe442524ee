// Makes the station reload with no network (public/sw.js): the worker keeps every script and
// style this page loaded (on a first visit they were fetched before the worker controlled the
// page) and, once it controls the page, the profile the console's session gate asks for.
import { api } from '@/lib/api-client'

const WAIT_MS = 15_000

function loadedAssets(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => {
      try {
        const url = new URL(u)
        return url.origin === location.origin && url.pathname.includes('/assets/')
      } catch {
        return false
      }
    })
  return [...new Set(urls)]
}

function controlled(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true)
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), WAIT_MS)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(t)
        resolve(true)
      },
      { once: true },
    )
  })
}

/** Resolves true once the station's files and the profile are in the worker's cache. */
export async function prepareOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  const reg = await navigator.serviceWorker.ready
  if (!(await controlled()) || !reg.active) return false
  const cached = await new Promise<boolean>((resolve) => {
    const ch = new MessageChannel()
    const t = setTimeout(() => resolve(false), WAIT_MS)
    ch.port1.onmessage = () => {
      clearTimeout(t)
      resolve(true)
    }
    reg.active!.postMessage({ type: 'CACHE_URLS', urls: loadedAssets() }, [ch.port2])
  })
  // Through the worker now, which keeps the last answer for an offline reload.
  const profile = await api.post('/api/user/profile', {}).then(
    () => true,
    () => false,
  )
  return cached && profile
}
