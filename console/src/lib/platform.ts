// Browser-level duties from spec §1: page title, favicon, offline worker (https: the kit's httpsRedirectTarget).
import { useEffect } from 'react'
import { withBase } from './base'
import type { OrgInfo } from './org'

export function adminTitle(fullName: string | undefined): string {
  return fullName ? `${fullName} | Admin Portal` : 'Admin Portal'
}

/**
 * Spec §1: the icon is the fifth entry of the organisation's favicon list. The page comes with
 * that icon already linked (the server writes it in), and setting a link's href again, even to
 * the same URL, makes the browser fetch the icon again and abort the fetch under way: the link is
 * touched only when the icon is another URL.
 */
export function applyFavicon(org: Pick<OrgInfo, 'favIcons'>): void {
  const icon = org.favIcons?.[4]
  if (!icon?.url) return
  const href = new URL(icon.url, document.baseURI).href
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')]
  let link = links.shift()
  links.forEach((l) => l.remove()) // one icon link: the browser would pick among several
  if (link?.href === href) return
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
  }
  if (icon.type) link.type = icon.type
  else link.removeAttribute('type')
  if (icon.size) link.setAttribute('sizes', icon.size)
  else link.removeAttribute('sizes')
  link.href = href
  if (!link.isConnected) document.head.appendChild(link)
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

/**
 * Resolves once the browser has painted the frame after the current work (a frame callback, then
 * a task: the task runs after that frame's paint). A chunk fetched after it cannot delay the paint:
 * its script runs after the page shows. A hidden tab draws no frames: the timer still lets go.
 */
export function afterNextPaint(fallbackMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs)
    if (typeof requestAnimationFrame !== 'function') return
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

/**
 * A gate that opens once the component holding it has painted its first frame: a lazy chunk that
 * waits on `opened` is fetched after the page shows, not before (a render sliced by a transition
 * can span frames, so a frame counted from the render could come before the commit). The holder
 * calls useOpenAfterPaint().
 */
export function paintGate(): { opened: Promise<void>; open: () => void; useOpenAfterPaint: () => void } {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return {
    opened,
    /** Opens it now (the person asked for what waits behind it). */
    open: () => open(),
    useOpenAfterPaint: () => {
      useEffect(() => void afterNextPaint().then(open), [])
    },
  }
}
