import { defineConfig } from '@playwright/test'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
// E2E_PORT_BASE runs the suite beside another one: controlplane on it, tenantapi on it + 1.
const portBase = Number(process.env.E2E_PORT_BASE ?? 18080)
// One stack per worker (E2E_STACKS, default 1: on 2 cores a second worker made no run faster): worker k uses the stack on portBase + 100·k
// (e2e/support/stack.ts reads TEST_PARALLEL_INDEX), so workers share no database, outbox or
// rate limit and a spec's data never shows up in another worker's pages.
const stacks = Math.max(1, Number(process.env.E2E_STACKS ?? 1))
const stackBases = Array.from({ length: stacks }, (_, k) => portBase + 100 * k)

// Debian's Chromium: this project never downloads a browser.
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export default defineConfig({
  testDir: './tests',
  // The screenshot specs make pictures for review (`make screenshots`); they test nothing the other
  // specs do not, so make test leaves them out.
  testIgnore: process.env.E2E_SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  outputDir: process.env.E2E_PORT_BASE ? `test-results-${portBase}` : 'test-results',
  // A worker per stack: sign-in is rate limited per address, and specs count rows of their church.
  workers: stacks,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The failures' errors come last (support/failures-reporter.ts): CI shows the tail of the output.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./support/failures-reporter.ts']]
    : [['list'], ['./support/failures-reporter.ts']],
  use: {
    baseURL: `http://grace.localhost:${portBase + 1}`,
    colorScheme: 'light',
    // The demo church's time zone: the console's "today" (a batch's default date) is the browser's,
    // the server's the church's; a UTC browser after midnight UTC was a day ahead of the church.
    timezoneId: 'America/Chicago',
    // A trace records a snapshot at every step, which costs the browser CPU it does not have to
    // spare on 2 cores; CI (one retry) traces only the retry of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // scripts/e2e-stack.sh (owned by the backend) builds a throw-away database, provisions the
  // churches `grace` and `suspended`, and runs tenantapi, controlplane and the worker: one per worker.
  webServer: stackBases.map((base) => ({
    command: 'bash scripts/e2e-stack.sh',
    cwd: repoRoot,
    env: { E2E_PORT_BASE: String(base) },
    url: `http://127.0.0.1:${base + 1}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    // SIGTERM lets the stack script stop its services and drop its database (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
})
