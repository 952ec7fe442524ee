// Build-time compression for both web apps: next to every text asset above 1 kB the build writes
// `.br` (brotli, quality 11) and `.gz` (gzip, level 9). The Go servers (internal/platform/static)
// pick one by the request's Accept-Encoding, so no request pays for compression at run time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml)$/
// Smaller files gain less than a packet: not worth a second file.
const MIN_BYTES = 1024

async function files(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest: read by the size check, never served.
    if (e.name.startsWith('.')) continue
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...(await files(p)))
    else if (COMPRESSIBLE.test(e.name)) out.push(p)
  }
  return out
}

/** Writes file.br and file.gz beside each compressible file of the build's output directory. */
export async function precompressDir(dir: string): Promise<{ file: string; raw: number; br: number; gz: number }[]> {
  const done = []
  for (const file of await files(dir)) {
    const { size } = await stat(file)
    if (size < MIN_BYTES) continue
    const raw = await readFile(file)
    const [b, g] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(raw, { level: constants.Z_BEST_COMPRESSION }),
    ])
    // A variant that is not smaller is not written: the server then sends the original.
    if (b.length < raw.length) await writeFile(file + '.br', b)
    if (g.length < raw.length) await writeFile(file + '.gz', g)
    done.push({ file: path.relative(dir, file), raw: raw.length, br: b.length, gz: g.length })
  }
  return done
}

export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'congregate-precompress',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    // closeBundle: after the bundle and the public/ files are in outDir.
    async closeBundle() {
      const dir = path.resolve(config.root, config.build.outDir)
      const done = await precompressDir(dir)
      const sum = (k: 'raw' | 'br' | 'gz') => (done.reduce((n, f) => n + f[k], 0) / 1024).toFixed(1)
      config.logger.info(`precompressed ${done.length} files: ${sum('raw')} kB → brotli ${sum('br')} kB, gzip ${sum('gz')} kB`)
    },
  }
}
