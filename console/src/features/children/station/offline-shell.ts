// Asks the offline worker (public/sw.js) to keep every script and style this page loaded, so the
// station reloads with no network: the route's own chunks are fetched before the worker controls
// the page on a first visit, and are never requested through it otherwise.
export function cacheLoadedAssets(): void {
  if (!('serviceWorker' in navigator)) return
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
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: 'CACHE_URLS', urls: [...new Set(urls)] }))
}
