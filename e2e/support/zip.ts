// Reads a ZIP's entries (names and contents) from its central directory: enough for a test to
// check what a download holds without a ZIP library (stored and deflated entries).
import { inflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  data: Buffer
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

export function readZip(buf: Buffer): ZipEntry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw new Error('not a ZIP: no PK\\3\\4 header')
  // The end-of-central-directory record is the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) throw new Error('not a ZIP: no end of central directory')
  const count = buf.readUInt16LE(end + 10)
  let at = buf.readUInt32LE(end + 16)
  const out: ZipEntry[] = []
  for (let k = 0; k < count; k++) {
    if (buf.readUInt32LE(at) !== CENTRAL) throw new Error(`ZIP entry ${k}: bad central directory header`)
    const method = buf.readUInt16LE(at + 10)
    const size = buf.readUInt32LE(at + 20)
    const nameLen = buf.readUInt16LE(at + 28)
    const extraLen = buf.readUInt16LE(at + 30)
    const commentLen = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen)
    if (buf.readUInt32LE(local) !== LOCAL) throw new Error(`ZIP entry ${name}: bad local header`)
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const raw = buf.subarray(start, start + size)
    if (method !== 0 && method !== 8) throw new Error(`ZIP entry ${name}: compression method ${method}`)
    out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) })
    at += 46 + nameLen + extraLen + commentLen
  }
  return out
}
