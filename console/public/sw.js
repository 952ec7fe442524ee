/* Congregate console offline worker: keeps the app shell so the console opens on a flaky
 * connection. API calls are never cached (they are per-user and per-church), with one exception:
 * the signed-in user's profile, kept for the offline check-in station (features/children/station)
 * so the console's session gate opens with no network. It is answered only when the network is
 * down, only to the same session (the key is a hash of its Bearer token), and only the last one is
 * kept. The station also asks (CACHE_URLS) for the scripts and styles it loaded. */
const CACHE = 'congregate-shell-v1'
// The worker's own folder: '/' on a church host, '/{church}/' under an onboarding host.
const BASE = new URL('./', self.location.href).pathname
const SHELL = [BASE, BASE + 'index.html', BASE + 'favicon.svg']
// Hashed build assets: /assets/ on a church host, /{church}/assets/ under an onboarding host.
const isAsset = (pathname) => pathname.startsWith('/assets/') || pathname.startsWith(BASE + 'assets/')

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)))
  // No skipWaiting here: the page tells a waiting worker to take over (SKIP_WAITING).
})

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting()
  if (event.data && event.data.type === 'CACHE_URLS' && Array.isArray(event.data.urls)) {
    const urls = event.data.urls.filter((u) => {
      try {
        const url = new URL(u, self.location.href)
        return url.origin === self.location.origin && isAsset(url.pathname)
      } catch {
        return false
      }
    })
    event.waitUntil(
      caches.open(CACHE).then((c) =>
        Promise.all(urls.map((u) => c.match(u).then((hit) => hit || fetch(u).then((res) => (res.ok ? c.put(u, res) : undefined)).catch(() => undefined)))),
      ).then(() => event.ports[0] && event.ports[0].postMessage({ type: 'CACHED', count: urls.length })),
    )
  }
})

const PROFILE = BASE + 'api/user/profile'
const PROFILE_KEYS = BASE + '__offline__/profile/'

async function profileKey(req) {
  const auth = req.headers.get('Authorization') || ''
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth))
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
  return PROFILE_KEYS + hex
}

// Drops every kept profile but `keep` (a URL, or none).
async function dropProfiles(keep) {
  const c = await caches.open(CACHE)
  const old = await c.keys()
  await Promise.all(old.filter((r) => new URL(r.url).pathname.startsWith(PROFILE_KEYS) && r.url !== keep).map((r) => c.delete(r)))
  return c
}

// The profile: the network always when it answers; the last copy of the same session when not.
// A refused session (401) leaves nothing behind.
function profile(event) {
  const req = event.request
  const keyed = profileKey(req)
  return fetch(req.clone())
    .then((res) => {
      if (res.ok) {
        const copy = res.clone()
        event.waitUntil(keyed.then(async (key) => (await dropProfiles(new URL(key, self.location.href).href)).put(key, copy)).catch(() => undefined))
      } else if (res.status === 401) event.waitUntil(dropProfiles(null).catch(() => undefined))
      return res
    })
    .catch(async () => (await caches.match(await keyed)) || Response.error())
}

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
  if (req.method === 'POST' && new URL(req.url).pathname === PROFILE && req.headers.get('Authorization')) {
    event.respondWith(profile(event))
    return
  }
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
  if (isAsset(url.pathname)) {
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
