// Helpers of The Word's e2e specs (issue 16): the staff user, generated WAV and PNG files, and
// fixtures through the API (the behaviour under test goes through the UI).
import { deflateSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'
import { loginTokenURL } from './stack'
import { DASHBOARD } from './ui'

/**
 * Signs in as the demo's media staff user (livestreamSermons key), or the demo super admin when
 * this stack's demo has no such login yet.
 */
export async function signInAsMediaStaff(page: Page): Promise<string> {
  let url: string
  let email = 'media@grace.demo'
  try {
    url = loginTokenURL({ church: 'grace', email })
  } catch {
    email = 'admin@grace.demo'
    url = loginTokenURL({ church: 'grace', email })
  }
  await page.goto(url)
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`))
  return email
}

/** A PCM WAV (RIFF/WAVE, mono, 16-bit) of `seconds` of a 440 Hz tone at `rate` samples a second. */
export function wav(seconds: number, rate = 22_050): Buffer {
  const samples = Math.round(seconds * rate)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2)
  const h = Buffer.alloc(44)
  h.write('RIFF', 0)
  h.writeUInt32LE(36 + data.length, 4)
  h.write('WAVE', 8)
  h.write('fmt ', 12)
  h.writeUInt32LE(16, 16)
  h.writeUInt16LE(1, 20) // PCM
  h.writeUInt16LE(1, 22) // mono
  h.writeUInt32LE(rate, 24)
  h.writeUInt32LE(rate * 2, 28)
  h.writeUInt16LE(2, 32)
  h.writeUInt16LE(16, 34)
  h.write('data', 36)
  h.writeUInt32LE(data.length, 40)
  return Buffer.concat([h, data])
}

const CRC = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

function crc32(b: Buffer): number {
  let c = 0xffffffff
  for (const x of b) c = CRC[(c ^ x) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

/** A width×height RGB PNG: a diagonal two-colour picture, so it is a real image and not blank. */
export function png(width: number, height: number): Buffer {
  const row = width * 3 + 1
  const raw = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3
      const a = x + y < width
      raw[o] = a ? 0x1f : 0xf5
      raw[o + 1] = a ? 0x4e : 0xb0
      raw[o + 2] = a ? 0x8c : 0x2a
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** POSTs as the signed-in user; answers the envelope whatever its code (for clean-ups and checks). */
export async function apiTry<T = unknown>(page: Page, path: string, body: unknown): Promise<{ responseCode: string; responseMessage: string; responseData: T }> {
  return page.evaluate(
    async ([p, b]) => {
      const token = localStorage.getItem('jwtAccessToken')
      const res = await fetch(p as string, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(b) })
      return (await res.json()) as { responseCode: string; responseMessage: string; responseData: never }
    },
    [path, body] as const,
  )
}

export interface MediaRow {
  id: number
  title: string
  fileName: string
  position: number
}

/** Uploads a file through the resumable protocol (fixtures): create, one chunk, complete. */
export async function uploadViaApi(page: Page, fileName: string, bytes: Buffer, target: { title?: string; groupId?: number; seriesId?: number } = {}): Promise<MediaRow> {
  return page.evaluate(
    async ([name, b64, t]) => {
      const token = localStorage.getItem('jwtAccessToken')
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }
      const bin = Uint8Array.from(atob(b64 as string), (c) => c.charCodeAt(0))
      const post = async (p: string, body: unknown) => {
        const r = (await (await fetch(p, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { responseCode: string; responseMessage: string; responseData: { id: number } }
        if (r.responseCode !== '00') throw new Error(`${p}: ${r.responseMessage}`)
        return r.responseData
      }
      const up = await post('/api/word/uploads/create', { fileName: name, sizeBytes: bin.length, ...(t as object) })
      const put = await fetch(`/api/word/uploads/${up.id}/chunk`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Upload-Offset': '0', 'Content-Type': 'application/octet-stream' }, body: bin })
      if (!put.ok) throw new Error(`chunk: ${put.status} ${await put.text()}`)
      return post('/api/word/uploads/complete', { id: up.id })
    },
    [fileName, bytes.toString('base64'), target] as const,
  ) as Promise<MediaRow>
}
