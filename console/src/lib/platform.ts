// Browser-level duties from spec §1: page title, favicon, offline worker (https: the kit's httpsRedirectTarget).
import { withBase } from './base'
import type { OrgInfo } from './org'

export function adminTitle(fullName: string | undefined): string {
  return fullName ? `${fullName} | Admin Portal` : 'Admin Portal'
}

/** Spec §1: the icon is the fifth entry of the organisation's favicon list. */
export function applyFavicon(org: Pick<OrgInfo, 'favIcons'>): void {
  const icon = org.favIcons?.[4]
  if (!icon?.url) return
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.appendChild(link)
  }
  link.href = icon.url
  if (icon.type) link.type = icon.type
  if (icon.size) link.setAttribute('sizes', icon.size)
}

/**
 * Registers the offline worker. A waiting worker is told to take over (SKIP_WAITING) and the page
 * reloads once the new one controls it. The first install does not reload.
 */
export function registerServiceWorker(url = withBase('/sw.js')): void {
  if (!('serviceWorker' in navigator)) return
  const hadController = !!navigator.serviceWorker.controller
  let reloading = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return
    reloading = true
    window.location.reload()
  })
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(url)
      .then((reg) => {
        const takeOver = (w: ServiceWorker | null) => w?.postMessage({ type: 'SKIP_WAITING' })
        if (reg.waiting && navigator.serviceWorker.controller) takeOver(reg.waiting)
        reg.addEventListener('updatefound', () => {
          const w = reg.installing
          w?.addEventListener('statechange', () => {
            if (w.state === 'installed' && navigator.serviceWorker.controller) takeOver(w)
          })
        })
      })
      .catch(() => {
        /* offline support is a bonus; the console works without it */
      })
  })
}
