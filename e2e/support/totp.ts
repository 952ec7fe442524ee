// TOTP codes (RFC 6238: HMAC-SHA-1, 6 digits, 30 s steps) computed in Node for the operator
// console's sign-in, and the demo operator that `bin/ops seed-demo` makes.
import { createHmac } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { portBase, repoRoot } from './stack'

/** The demo operator (docs/operator-api.md): enrolled with this secret by seed-demo. */
export const DEMO_OPERATOR = { email: 'ops@congregate.demo', password: 'Grace@2026!', secret: 'JBSWY3DPEHPK3PXP' }

export const STEP_SECONDS = 30

/** RFC 4648 base32 (no padding needed) to bytes. */
export function base32Decode(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of s.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase()) {
    const i = alphabet.indexOf(ch)
    if (i < 0) throw new Error(`not base32: ${ch}`)
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The code of a step (RFC 4226 HOTP over the step number). */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const off = mac[mac.length - 1]! & 0x0f
  const n = (mac.readUInt32BE(off) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, '0')
}

export function stepOf(ms = Date.now()): number {
  return Math.floor(ms / 1000 / STEP_SECONDS)
}

// The server accepts a step's code once per operator (totp_last_step): the last step each secret
// used on this stack is kept on disk, so a test in another worker process or a retried one waits
// for a fresh step, and a new operator's first code does not wait for the demo operator's step.
function usedFile(secret: string): string {
  const name = secret === DEMO_OPERATOR.secret ? 'ops-totp-step' : `ops-totp-step-${secret.replace(/[^A-Za-z0-9]/g, '')}`
  return path.join(repoRoot, `.data/e2e-${portBase}/${name}`)
}

function lastUsed(secret: string): number {
  const file = usedFile(secret)
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) || 0 : 0
}

/**
 * A code of a step not used yet, waiting for the next step when the current one was; also avoids
 * the last 2 s of a step (the code would be stale by the time the browser sends it).
 */
export async function freshCode(secret = DEMO_OPERATOR.secret): Promise<string> {
  for (;;) {
    const now = Date.now()
    const step = stepOf(now)
    const left = (step + 1) * STEP_SECONDS * 1000 - now
    if (step > lastUsed(secret) && left > 2000) {
      const file = usedFile(secret)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, String(step))
      return totpAt(secret, step)
    }
    await new Promise((r) => setTimeout(r, left + 50))
  }
}
