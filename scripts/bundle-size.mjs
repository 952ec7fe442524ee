#!/usr/bin/env node
// The bundle budget (issue 10, "fast on a phone"), run by `make test-web` after the build: reads
// each app's Vite manifest (dist/.vite/manifest.json), sums the JavaScript a route loads before it
// renders (the entry, the route's lazy chunk, and their static imports) and fails when the console's
// or the operator console's sign-in route is above its gzip budget. Prints every route's own JavaScript beside it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants, gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KB = 1024
export const SIGN_IN_BUDGET_GZIP = 170 * KB

const apps = [
  {
    name: 'console',
    dir: 'console/dist',
    // The first screen of a church host: sign-in (guest) and, signed in, the dashboard in its shell.
    // A key starting with "?" counts when it is a chunk of its own: the sign-in page comes with the
    // entry today (app/router.tsx imports it), and still counts if it is made lazy again.
    routes: {
      'sign-in': ['?src/features/auth/routes/SignInPage.tsx'],
      dashboard: ['src/app/layout/AdminLayout.tsx', 'src/features/dashboard/routes/DashboardPage.tsx'],
    },
    budgets: { 'sign-in': SIGN_IN_BUDGET_GZIP },
  },
  {
    name: 'onboarding-web',
    dir: 'onboarding-web/dist',
    routes: { wizard: [] },
    budgets: {},
  },
  {
    name: 'ops-web',
    dir: 'ops-web/dist',
    // The operator console's first screen: its sign-in page (a chunk of its own, or in the entry).
    routes: { 'sign-in': ['?src/features/auth/SignInPage.tsx'] },
    budgets: { 'sign-in': SIGN_IN_BUDGET_GZIP },
  },
]

function load(app) {
  const dist = path.join(root, app.dir)
  let manifest
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
  } catch (err) {
    throw new Error(`${app.dir}/.vite/manifest.json not readable (run \`npm run build\` first): ${err.message}`, { cause: err })
  }
  const sizes = new Map()
  const size = (file) => {
    if (!sizes.has(file)) {
      const raw = readFileSync(path.join(dist, file))
      sizes.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length })
    }
    return sizes.get(file)
  }
  // A chunk and everything it imports statically: what the browser fetches before running it.
  const closure = (keys, seen = new Set()) => {
    for (const name of keys) {
      const key = name.replace(/^\?/, '')
      const chunk = manifest[key]
      if (!chunk && name.startsWith('?')) continue
      if (!chunk) throw new Error(`${app.name}: ${key} is not in the build manifest`)
      if (seen.has(chunk.file)) continue
      seen.add(chunk.file)
      closure(chunk.imports ?? [], seen)
    }
    return seen
  }
  const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((t, f) => ({ raw: t.raw + size(f).raw, gzip: t.gzip + size(f).gzip }), { raw: 0, gzip: 0 })
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry)
  return { manifest, closure, total, entryKeys }
}

const fmt = (n) => `${(n / KB).toFixed(1)} kB`
const row = (cells) => '| ' + cells.join(' | ') + ' |'

export function report() {
  const lines = []
  const failures = []
  for (const app of apps) {
    const { manifest, closure, total, entryKeys } = load(app)
    const entry = closure(entryKeys)
    lines.push('', `${app.name}: JavaScript a route loads before it renders (gzip -9)`, '', row(['route', 'raw', 'gzip', 'budget']), row(['---', '---:', '---:', '---']))
    for (const [route, keys] of Object.entries(app.routes)) {
      const t = total(closure(keys, new Set(entry)))
      const budget = app.budgets[route]
      const verdict = budget ? `≤ ${fmt(budget)}: ${t.gzip <= budget ? `met (${fmt(budget - t.gzip)} spare)` : 'EXCEEDED'}` : ''
      if (budget && t.gzip > budget) failures.push(`${app.name} ${route}: ${fmt(t.gzip)} gzip > ${fmt(budget)}`)
      lines.push(row([route, fmt(t.raw), fmt(t.gzip), verdict]))
    }
    const e = total(entry)
    lines.push('', `${app.name}: the entry (${fmt(e.raw)} raw, ${fmt(e.gzip)} gzip) and each lazy chunk's own JavaScript beyond it:`, '')
    lines.push(row(['chunk', 'raw', 'gzip']), row(['---', '---:', '---:']))
    const lazy = Object.entries(manifest)
      .filter(([, c]) => c.isDynamicEntry)
      .map(([key]) => ({ key, ...total(new Set([...closure([key])].filter((f) => !entry.has(f)))) }))
      .sort((a, b) => b.gzip - a.gzip)
    for (const l of lazy) lines.push(row([l.key.replace(/^src\//, ''), fmt(l.raw), fmt(l.gzip)]))
  }
  return { text: lines.join('\n'), failures }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { text, failures } = report()
  console.log(text)
  if (failures.length) {
    console.error('\nbundle budget exceeded:\n  ' + failures.join('\n  '))
    process.exit(1)
  }
  console.log('\nbundle budget met')
}
