/* Congregate console offline worker: keeps the app shell so the console opens on a flaky
 * connection. API calls are never cached: they are per-user and per-church. */
const CACHE = 'congregate-shell-v1'
// The worker's own folder: '/' on a church host, '/{church}/' under an onboarding host.
const BASE = new URL('./', self.location.href).pathname
const SHELL = [BASE, BASE + 'index.html', BASE + 'favicon.svg']

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)))
  // No skipWaiting here: the page tells a waiting worker to take over (SKIP_WAITING).
})

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const req = event.request
  if (req.method !== 'GET') return
  const url = new URL(req.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith(BASE + 'api/') || url.pathname === '/healthz') return

  // Navigations: network first (fresh index.html after a deploy), the cached shell when offline.
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone()
            caches.open(CACHE).then((c) => c.put(BASE + 'index.html', copy))
          }
          return res
        })
        .catch(() => caches.match(BASE + 'index.html').then((r) => r || Response.error())),
    )
    return
  }

  // Hashed build assets never change: cache first.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone()
              caches.open(CACHE).then((c) => c.put(req, copy))
            }
            return res
          }),
      ),
    )
  }
})
