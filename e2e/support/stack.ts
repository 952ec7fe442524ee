// Access to the e2e stack started by scripts/e2e-stack.sh: its env file, the operator CLI and
// the worker's outbox (JSON lines, docs/api.md "Development outbox").
import { execFileSync } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/**
 * The stack this worker uses: E2E_PORT_BASE (default 18080) + 100 × the worker's parallel index
 * (playwright.config.ts starts one stack per worker, so workers never share a database, an outbox
 * or a rate limit). Controlplane on it, tenantapi on it + 1 (scripts/e2e-stack.sh).
 */
export const stackIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const portBase = Number(process.env.E2E_PORT_BASE ?? 18080) + 100 * stackIndex
export const tenantPort = portBase + 1
const envFile = path.join(repoRoot, `.data/e2e-${portBase}/env`)

export function stackEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  if (!existsSync(envFile)) return env
  for (const line of readFileSync(envFile, 'utf8').split('\n')) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line)
    if (m) env[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2')
  }
  return env
}

export function churchURL(church: string, pathname = '/'): string {
  return `http://${church}.localhost:${tenantPort}${pathname}`
}

export function onboardingURL(pathname = '/'): string {
  return `http://onboarding.localhost:${portBase}${pathname}`
}

export function ops(args: string[]): string {
  const env = { ...process.env, ...stackEnv() }
  // E2E_OPS lets a developer point at another build of the operator CLI.
  const bin = process.env.E2E_OPS ?? path.join(repoRoot, 'bin/ops')
  return execFileSync(bin, args, { cwd: repoRoot, env, encoding: 'utf8', timeout: 30_000 }).trim()
}

export interface TestUser {
  church: string
  first: string
  last: string
  email: string
  /** E.164 */
  mobile: string
  password: string
  pin?: string
  role: string
  id: string
}

let seq = 0

/** A fresh user per test: unique e-mail (Date.now()) and a unique, valid US mobile number. */
export function createUser(opts: { church?: string; role?: string; pin?: string; twoFactor?: 'email' | 'sms'; first?: string; last?: string } = {}): TestUser {
  const stamp = Date.now() * 100 + (seq++ % 100)
  const church = opts.church ?? 'grace'
  const u = {
    church,
    first: opts.first ?? 'Ada',
    last: opts.last ?? `Test${stamp % 100000}`,
    email: `e2e-${stamp}@x.test`,
    // 202 (Washington DC) with an exchange 200-999: libphonenumber accepts it as a valid number.
    mobile: `+1202${2_000_000 + (stamp % 7_999_999)}`,
    password: 'Passw0rd!',
    pin: opts.pin,
    role: opts.role ?? 'Super Admin',
  }
  const args = ['user', 'create', '--church', church, '--first', u.first, '--last', u.last, '--email', u.email, '--mobile', u.mobile, '--password', u.password, '--role', u.role]
  if (u.pin) args.push('--pin', u.pin)
  if (opts.twoFactor) args.push('--2fa', opts.twoFactor)
  const id = ops(args).split('\n').pop()!.trim()
  return { ...u, id }
}

/** URL of a single-use sign-in link (/cpauth_admin?t=...). */
export function loginTokenURL(user: Pick<TestUser, 'church' | 'email'>): string {
  const out = ops(['login-token', '--church', user.church, '--email', user.email])
  const m = /https?:\/\/\S+\/cpauth_admin\?t=\S+/.exec(out)
  if (!m) throw new Error(`bin/ops login-token printed no URL: ${out}`)
  return m[0]
}

export interface OutboxMessage {
  id: string
  channel: 'sms' | 'email'
  church: string
  to: string
  subject?: string
  body: string
  sentAt: string
}

function outboxPath(): string {
  const p = process.env.E2E_OUTBOX ?? stackEnv().OUTBOX_FILE ?? `.data/e2e-${portBase}/outbox.jsonl`
  return path.isAbsolute(p) ? p : path.join(repoRoot, p)
}

function readOutbox(): OutboxMessage[] {
  const file = outboxPath()
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as OutboxMessage]
      } catch {
        return []
      }
    })
}

/** Waits for the newest message to `to` (sent after `since`) whose body matches. */
export async function waitForMessage(to: string, match: RegExp, since: Date, timeoutMs = 20_000): Promise<{ message: OutboxMessage; groups: RegExpExecArray }> {
  const deadline = Date.now() + timeoutMs
  const want = to.toLowerCase()
  for (;;) {
    const msgs = readOutbox().filter((m) => m.to?.toLowerCase() === want && new Date(m.sentAt).getTime() >= since.getTime() - 2000)
    for (let i = msgs.length - 1; i >= 0; i--) {
      const text = `${msgs[i]!.subject ?? ''}\n${msgs[i]!.body}`
      const g = match.exec(text)
      if (g) return { message: msgs[i]!, groups: g }
    }
    if (Date.now() > deadline) throw new Error(`no outbox message to ${to} matching ${match} in ${outboxPath()}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

export const TWO_FACTOR_CODE = /code(?:\s+is)?\s*[:-]?\s*([A-Za-z0-9]{6})\b/i
export const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset_(?:password|pin)\?t=[^\s"'<>]+/

/** Every message the stack's outbox holds now. */
export function outboxMessages(): OutboxMessage[] {
  return readOutbox()
}

/** This run's STRIPE_WEBHOOK_SECRET (scripts/e2e-stack.sh writes it to the stack's env file). */
export function stripeWebhookSecret(): string {
  const secret = stackEnv().STRIPE_WEBHOOK_SECRET ?? process.env.STRIPE_WEBHOOK_SECRET
  if (!secret) throw new Error(`no STRIPE_WEBHOOK_SECRET in ${envFile}: is scripts/e2e-stack.sh running?`)
  return secret
}

/** The Stripe-Signature header Stripe sends for payload (t=…,v1=HMAC-SHA256 of "t.payload"). */
export function stripeSignature(payload: string, secret = stripeWebhookSecret(), at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`
}

/** The Stripe customer id of a church (bin/ops billing show), e.g. to address an event to it. */
export function stripeCustomer(church: string): string {
  const m = /customer\s+(cus_\S+)/.exec(ops(['billing', 'show', '--church', church]))
  if (!m) throw new Error(`church ${church} has no Stripe customer (bin/ops billing setup --church ${church})`)
  return m[1]!
}

export interface StripeEventResult {
  id: string
  status: number
  body: string
}

/**
 * Posts a signed Stripe event to the control plane's webhook (POST /api/webhooks/stripe on the
 * onboarding host), as Stripe would: `object` is the event's data.object (an invoice needs its id
 * and `customer`, e.g. stripeCustomer('grace')). The worker applies it a moment later (billing:event).
 * `created` orders events (older ones never overwrite newer state); `signedAt` lets a test send a
 * stale signature.
 */
export async function postStripeEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: Date; signedAt?: Date; secret?: string; account?: string } = {},
): Promise<StripeEventResult> {
  const id = opts.id ?? `evt_e2e_${randomBytes(8).toString('hex')}`
  const created = Math.floor((opts.created ?? new Date()).getTime() / 1000)
  // `account`: a connected account's event (online giving, issue 14): the church is found by it.
  const payload = JSON.stringify({ id, object: 'event', type, created, api_version: '2023-10-16', livemode: false, pending_webhooks: 1, ...(opts.account ? { account: opts.account } : {}), data: { object } })
  const signature = stripeSignature(payload, opts.secret ?? stripeWebhookSecret(), opts.signedAt ?? new Date())
  return await new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: portBase,
        path: '/api/webhooks/stripe',
        method: 'POST',
        headers: { Host: `onboarding.localhost:${portBase}`, 'Content-Type': 'application/json', 'Stripe-Signature': signature, 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ id, status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
