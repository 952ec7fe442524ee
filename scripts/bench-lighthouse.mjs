#!/usr/bin/env node
// `make bench-web` (part of `make bench`): Lighthouse 12 with its default mobile preset (a mid-range
// phone: 4x CPU slowdown, slow 4G simulated) in Debian's Chromium, against a throw-away stack it
// starts itself (scripts/e2e-stack.sh on BENCH_PORT_BASE, default 18300), on the console's sign-in
// page, the dashboard signed in (through an operator's single-use sign-in link, as the e2e tests do)
// and the onboarding wizard. Writes its section of docs/benchmarks.md (BENCH_OUT; '' = print only).
// LIGHTHOUSE_RUNS (default 3) runs per page; the table shows each run and the median.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const base = Number(process.env.BENCH_PORT_BASE ?? 18300)
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const out = process.env.BENCH_OUT ?? path.join(root, 'docs/benchmarks.md')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const church = `http://grace.localhost:${base + 1}`
const onboarding = `http://onboarding.localhost:${base}`
const TARGET = { performance: 90, lcp: 2500 }

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** What a failing audit found (its first items), so the report says what to fix. */
function detailOf(audit) {
  const items = audit.details?.items ?? []
  if (!items.length) return ''
  const text = items.slice(0, 3).map((it) => JSON.stringify(it).slice(0, 400))
  return ` — ${text.join('; ')}`
}

async function answers(url) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** scripts/e2e-stack.sh in the background; stop() lets it drop its database. */
async function startStack() {
  for (const port of [base, base + 1]) {
    if (await answers(`http://127.0.0.1:${port}/healthz`)) throw new Error(`port ${port} already answers: set BENCH_PORT_BASE to a free base`)
  }
  const child = spawn('bash', ['scripts/e2e-stack.sh'], { cwd: root, env: { ...process.env, E2E_PORT_BASE: String(base) }, stdio: ['ignore', 'inherit', 'inherit'] })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = async () => {
    if (exited) return
    child.kill('SIGTERM')
    for (let i = 0; i < 150 && !exited; i++) await sleep(100)
  }
  const deadline = Date.now() + 300_000
  while (!((await answers(`http://127.0.0.1:${base + 1}/healthz`)) && (await answers(`http://127.0.0.1:${base}/healthz`)))) {
    if (exited) throw new Error('the stack stopped while starting (see .data/e2e-' + base + '/logs)')
    if (Date.now() > deadline) {
      await stop()
      throw new Error('the stack did not answer within 5 minutes')
    }
    await sleep(500)
  }
  return stop
}

/** The operator CLI against the stack's database (its env file, as e2e/support/stack.ts does). */
function ops(args) {
  const env = { ...process.env }
  for (const line of readFileSync(path.join(root, `.data/e2e-${base}/env`), 'utf8').split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line)
    if (m) env[m[1]] = m[2]
  }
  return execFileSync(path.join(root, 'bin/ops'), args, { cwd: root, env, encoding: 'utf8', timeout: 30_000 }).trim()
}

function signInLink() {
  const stamp = Date.now()
  const email = `lighthouse-${stamp}@x.test`
  ops(['user', 'create', '--church', 'grace', '--first', 'Light', '--last', 'House', '--email', email, '--mobile', `+1202${2_000_000 + (stamp % 7_999_999)}`, '--password', 'Passw0rd!', '--role', 'Super Admin'])
  const m = /https?:\/\/\S+\/cpauth_admin\?t=\S+/.exec(ops(['login-token', '--church', 'grace', '--email', email]))
  if (!m) throw new Error('bin/ops login-token printed no link')
  return m[0]
}

/**
 * Signs in through the link in the Lighthouse browser, then empties its HTTP cache, service worker
 * and Cache Storage so the measured load is a cold one: only the session in local storage stays.
 */
async function signIn(page, link) {
  if (link) {
    await page.goto(link)
    await page.waitForFunction(() => location.pathname.endsWith('/dashboard/default'), { timeout: 30_000 })
    await page.waitForFunction(() => document.body.innerText.includes('Total people'), { timeout: 30_000 })
    await page.goto('about:blank')
  }
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Storage.clearDataForOrigin', { origin: church, storageTypes: 'service_workers,cache_storage' })
  await cdp.detach()
}

/**
 * measure, again when Lighthouse lost the page's trace (NO_NAVSTART: its recording, not the page,
 * failed; it asks to be run again) — at most twice more, and each repeat is printed.
 */
async function measureAgainOnLostTrace(browser, url, prepare, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(browser, url, prepare)
    } catch (e) {
      if (attempt >= 3 || !String(e?.message).includes('NO_NAVSTART')) throw e
      console.log(`${name}: Lighthouse lost the trace (NO_NAVSTART), running again`)
    }
  }
}

/** One Lighthouse run in a fresh tab of the browser. */
async function measure(browser, url, prepare) {
  const page = await browser.newPage()
  try {
    const extra = (await prepare(page)) ?? {}
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], ...extra }, undefined, page)
    const lhr = result.lhr
    if (process.env.LIGHTHOUSE_DUMP) writeFileSync(path.join(process.env.LIGHTHOUSE_DUMP, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr))
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
    const audit = (k) => lhr.audits[k]?.numericValue ?? NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      finalUrl: lhr.finalDisplayedUrl,
      lighthouse: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? '',
      // What costs the accessibility and best-practices points, to fix rather than to average.
      failing: ['accessibility', 'best-practices'].flatMap((k) =>
        (lhr.categories[k]?.auditRefs ?? [])
          .filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 1)
          .map((a) => `${a.id}: ${lhr.audits[a.id].title}${detailOf(lhr.audits[a.id])}`),
      ),
    }
  } finally {
    await page.close()
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`

function section(results, meta) {
  const lines = [
    '## Console and onboarding on a phone (Lighthouse)',
    '',
    `Written by \`make bench\` (scripts/bench-lighthouse.mjs) on ${meta.date}; Lighthouse ${meta.lighthouse}, mobile preset (simulated`,
    'slow 4G and a 4x slower CPU), ' + meta.browser + ` headless; ${os.cpus().length} CPUs, load average ${meta.loadBefore} before, ${meta.loadAfter} after.`,
    'A throw-away stack (scripts/e2e-stack.sh), cold cache every run; the dashboard signed in through a',
    `single-use sign-in link (cache, service worker and Cache Storage emptied before each run). ${runs} run(s) per page.`,
    '',
    '| page | run | performance | FCP | LCP | TBT | CLS | accessibility | best practices | bytes |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  const verdicts = []
  for (const [name, rs] of Object.entries(results)) {
    rs.forEach((r, i) =>
      lines.push(`| ${name} | ${i + 1} | ${r.performance} | ${sec(r.fcp)} | ${sec(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${Math.round(r.bytes / 1024)} kB |`),
    )
    const m = { performance: median(rs.map((r) => r.performance)), lcp: median(rs.map((r) => r.lcp)) }
    const met = m.performance >= TARGET.performance && m.lcp <= TARGET.lcp
    lines.push(`| **${name}** | median | **${m.performance}** | ${sec(median(rs.map((r) => r.fcp)))} | **${sec(m.lcp)}** | ${Math.round(median(rs.map((r) => r.tbt)))} ms | | ${median(rs.map((r) => r.accessibility))} | ${median(rs.map((r) => r.bestPractices))} | |`)
    verdicts.push(`${name} ${met ? 'met' : 'NOT met'}`)
  }
  const failing = [...new Set(Object.entries(results).flatMap(([name, rs]) => rs.flatMap((r) => r.failing.map((f) => `${name}: ${f}`))))]
  if (failing.length) lines.push('', 'Audits that cost accessibility or best-practices points:', '', ...failing.map((f) => `- ${f}`))
  lines.push('', `Target: performance ≥ ${TARGET.performance} and LCP ≤ ${TARGET.lcp / 1000} s on every page (medians): ${verdicts.join(', ')}.`, '')
  return lines.join('\n') + '\n'
}

function writeSection(file, body) {
  const begin = '<!-- bench-lighthouse -->'
  const end = '<!-- /bench-lighthouse -->'
  let s = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const block = `${begin}\n${body}${end}\n`
  const i = s.indexOf(begin)
  const j = s.indexOf(end)
  s = i >= 0 && j > i ? s.slice(0, i) + block + s.slice(j + end.length).replace(/^\n/, '') : s.trimEnd() + '\n\n' + block
  writeFileSync(file, s)
}

async function main() {
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ')
  const loadBefore = load()
  const stop = await startStack()
  let chrome, browser
  const results = { 'sign-in': [], dashboard: [], 'onboarding wizard': [] }
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags, logLevel: 'silent' })
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    let link = signInLink()
    const pages = [
      ['sign-in', church + '/', async () => ({})],
      [
        'dashboard',
        church + '/dashboard/default',
        async (page) => {
          await signIn(page, link)
          link = null
          return { disableStorageReset: true }
        },
      ],
      ['onboarding wizard', onboarding + '/', async () => ({})],
    ]
    const only = process.env.LIGHTHOUSE_PAGES?.split(',') // e.g. "sign-in", to look into one page
    for (const [name, url, prepare] of pages.filter(([n]) => !only || only.includes(n))) {
      for (let i = 0; i < runs; i++) {
        const r = await measureAgainOnLostTrace(browser, url, prepare, name)
        if (name === 'dashboard' && !r.finalUrl.endsWith('/dashboard/default')) throw new Error(`dashboard run ended on ${r.finalUrl}: not signed in`)
        results[name].push(r)
        console.log(`${name} #${i + 1}: performance ${r.performance}, FCP ${sec(r.fcp)}, LCP ${sec(r.lcp)}, TBT ${Math.round(r.tbt)} ms, accessibility ${r.accessibility}, best practices ${r.bestPractices}`)
        for (const f of r.failing) console.log(`  failing ${f}`)
      }
    }
  } finally {
    await browser?.disconnect()
    await chrome?.kill()
    await stop()
  }
  const first = results['sign-in'][0]
  const browserName = /Chrome\/[\d.]+/.exec(first.userAgent)?.[0].replace('Chrome/', 'Chromium ') ?? 'Chromium'
  const body = section(results, { date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', lighthouse: first.lighthouse, browser: browserName, loadBefore, loadAfter: load() })
  console.log('\n' + body)
  if (out) {
    writeSection(out, body)
    console.log(`written to ${path.relative(root, out)}`)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
