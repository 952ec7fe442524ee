// The Vite side of the UI kit (@congregate/ui), in both apps' vite.config.ts.
//
// Flags on demand for the phone field (@congregate/ui PhoneField): instead of bundling every flag
// into the page (react-phone-number-input/flags, ~226 kB), the build copies the country-flag-icons
// 3x2 SVGs to assets/flags-<hash>/XX.svg of the app's own output, the dev server serves them from
// node_modules, and __CONGREGATE_FLAG_URL__ tells the field where they are. Only the flag shown is
// fetched, from the app's own origin; the hash changes when the flag set does (assets/ is cached
// as immutable by internal/platform/static).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

function flagDir(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2')
}

/** Every flag file with its content, and a short hash of the whole set. */
export function flagSet(dir = flagDir()): { files: { name: string; source: Buffer }[]; hash: string } {
  const files = readdirSync(dir)
    .filter((n) => /^[A-Z]{2}\.svg$/.test(n))
    .sort()
    .map((name) => ({ name, source: readFileSync(path.join(dir, name)) }))
  const h = createHash('sha256')
  for (const f of files) h.update(f.name).update(f.source)
  return { files, hash: h.digest('hex').slice(0, 10) }
}

export function uiKit(): Plugin {
  const set = flagSet()
  const folder = `assets/flags-${set.hash}`
  const byName = new Map(set.files.map((f) => [f.name, f.source]))
  return {
    name: 'congregate-ui-kit',
    config(config) {
      // With the console's relative base ("./") the URL resolves against the <base href> the server injects.
      const base = config.base ?? '/'
      return { define: { __CONGREGATE_FLAG_URL__: JSON.stringify(`${base}${folder}/{XX}.svg`) } }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = new RegExp(`/${folder}/([A-Z]{2}\\.svg)$`).exec(req.url?.split('?')[0] ?? '')
        const svg = m && byName.get(m[1]!)
        if (!svg) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(svg)
      })
    },
    generateBundle() {
      for (const f of set.files) this.emitFile({ type: 'asset', fileName: `${folder}/${f.name}`, source: f.source })
    },
  }
}
