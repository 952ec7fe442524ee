import { defineConfig } from '@playwright/test'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
// E2E_PORT_BASE runs a second stack beside the first: controlplane on it, tenantapi on it + 1.
const portBase = Number(process.env.E2E_PORT_BASE ?? 18080)

// Debian's Chromium: this project never downloads a browser.
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_PORT_BASE ? `test-results-${portBase}` : 'test-results',
  // One worker: every test signs in, and sign-in is rate limited per address on the server.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://grace.localhost:${portBase + 1}`,
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // scripts/e2e-stack.sh (owned by the backend) builds a throw-away database, provisions the
  // churches `grace` and `suspended`, and runs tenantapi :18081, controlplane :18080 and the worker.
  webServer: {
    command: 'bash scripts/e2e-stack.sh',
    cwd: repoRoot,
    url: `http://127.0.0.1:${portBase + 1}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    // SIGTERM lets the stack script stop its services and drop its database (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
