import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-client'
import { chunkResult, isAbort, uploadMedia, type ChunkResult, type Transport } from './client'
import type { MediaItem, UploadSession } from './types'

const MiB = 1024 * 1024

/**
 * A server in memory: it keeps receivedBytes, checks Upload-Offset as the contract says, reports
 * the bytes of a chunk in steps (as XHR upload progress does) and can fail chosen chunks.
 */
function fakeServer({ chunkSize = 8 * MiB, failAt = [] as number[], offsetConflictAt = [] as number[], hangAt = -1 } = {}) {
  const calls: { path: string; body?: unknown; offset?: number; bytes?: number }[] = []
  let up: UploadSession | null = null
  let puts = 0
  const fails = new Set(failAt)
  const conflicts = new Set(offsetConflictAt)
  const t: Transport = {
    async post<T>(path: string, body: unknown): Promise<T> {
      calls.push({ path, body })
      const b = body as { fileName: string; sizeBytes: number; id: number }
      if (path.endsWith('/uploads/create')) {
        up = { id: 5, token: 'tok', fileName: b.fileName, sizeBytes: b.sizeBytes, receivedBytes: 0, chunkSize, status: 'open' }
        return up as T
      }
      if (path.endsWith('/uploads/get')) return { ...up! } as T
      if (path.endsWith('/uploads/cancel')) {
        up!.status = 'cancelled'
        return {} as T
      }
      if (path.endsWith('/uploads/complete')) {
        if (up!.receivedBytes !== up!.sizeBytes) throw new ApiError(`The upload is not complete: ${up!.receivedBytes} of ${up!.sizeBytes} bytes`, '10', 409)
        up!.status = 'completed'
        return { id: 99, title: up!.fileName, kind: 'audio' } as T
      }
      throw new Error(`unexpected ${path}`)
    },
    async putChunk(id, offset, bytes, onBytes, signal): Promise<ChunkResult> {
      const n = puts++
      calls.push({ path: `/api/word/uploads/${id}/chunk`, offset, bytes: bytes.size })
      if (n === hangAt) {
        // A chunk in flight until cancelled, half sent.
        return new Promise((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))
          onBytes(bytes.size / 2)
        })
      }
      if (conflicts.has(n)) return chunkResult(409, { responseCode: '10', responseMessage: `Upload offset does not match; resume from ${up!.receivedBytes}`, responseData: { ...up! } }, true)
      if (offset !== up!.receivedBytes) return chunkResult(409, { responseCode: '10', responseMessage: 'Upload offset does not match', responseData: { ...up! } }, true)
      for (const f of [0.25, 0.5, 0.75]) onBytes(Math.floor(bytes.size * f))
      if (fails.has(n)) {
        // The line drops after part of the chunk was sent: the server stored none of it.
        return { ok: false, retry: true, error: new ApiError('Network error', NETWORK_ERROR_CODE, 0) }
      }
      onBytes(bytes.size)
      up!.receivedBytes += bytes.size
      return { ok: true, upload: { ...up! } }
    },
    pause: async () => {},
  }
  return { t, calls, upload: () => up }
}

const file = (size: number, name = 'sermon.wav') => Object.assign(new Blob([new Uint8Array(size)]), { name })

describe('uploadMedia', () => {
  it('sends the file in chunks of the server’s size, the last smaller, then completes', async () => {
    const s = fakeServer({ chunkSize: 4 * MiB })
    const item = await uploadMedia(file(10 * MiB), { transport: s.t, title: 'Easter', groupId: 3 })
    expect(item).toMatchObject({ id: 99 })
    const chunks = s.calls.filter((c) => c.path.endsWith('/chunk'))
    expect(chunks.map((c) => [c.offset, c.bytes])).toEqual([
      [0, 4 * MiB],
      [4 * MiB, 4 * MiB],
      [8 * MiB, 2 * MiB],
    ])
    expect(s.calls[0]).toEqual({ path: '/api/word/uploads/create', body: { fileName: 'sermon.wav', sizeBytes: 10 * MiB, title: 'Easter', groupId: 3 } })
    expect(s.calls.at(-1)).toEqual({ path: '/api/word/uploads/complete', body: { id: 5 } })
  })

  it('uses 8 MiB chunks when the server names none', async () => {
    const s = fakeServer({ chunkSize: 0 })
    await uploadMedia(file(9 * MiB), { transport: s.t })
    expect(s.calls.filter((c) => c.path.endsWith('/chunk')).map((c) => c.bytes)).toEqual([8 * MiB, 1 * MiB])
  })

  it('reports whole percents that move inside a chunk and end at 100', async () => {
    const s = fakeServer({ chunkSize: 4 * MiB })
    const seen: number[] = []
    await uploadMedia(file(10 * MiB), { transport: s.t, onProgress: (p) => seen.push(p) })
    expect(seen.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true)
    expect(seen[0]).toBe(0)
    expect(seen.at(-1)).toBe(100)
    // Inside the first chunk (40 % of the file) the bar already moved: 10, 20, 30.
    expect(seen).toEqual(expect.arrayContaining([10, 20, 30, 40]))
    // Never the same number twice in a row.
    expect(seen.every((p, i) => i === 0 || p !== seen[i - 1])).toBe(true)
    // Only rising when nothing failed.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
  })

  it('resumes after a failed chunk from the server’s receivedBytes', async () => {
    const s = fakeServer({ chunkSize: 4 * MiB, failAt: [1] })
    const item = await uploadMedia(file(10 * MiB), { transport: s.t })
    expect(item.id).toBe(99)
    const after = s.calls.slice(s.calls.findIndex((c, i) => i > 0 && c.path.endsWith('/chunk') && c.offset === 4 * MiB))
    // The failed chunk at 4 MiB, then uploads/get, then the same chunk again.
    expect(after.slice(0, 3).map((c) => c.path.split('/').pop())).toEqual(['chunk', 'get', 'chunk'])
    expect(after[2]!.offset).toBe(4 * MiB)
    expect(s.upload()!.receivedBytes).toBe(10 * MiB)
  })

  it('on a 409 goes on from the answer’s receivedBytes', async () => {
    const s = fakeServer({ chunkSize: 4 * MiB, offsetConflictAt: [1] })
    await uploadMedia(file(10 * MiB), { transport: s.t })
    const chunks = s.calls.filter((c) => c.path.endsWith('/chunk')).map((c) => c.offset)
    expect(chunks).toEqual([0, 4 * MiB, 4 * MiB, 8 * MiB])
    expect(s.calls.some((c) => c.path.endsWith('/uploads/get'))).toBe(false)
  })

  it('gives up after the retries and says why', async () => {
    const s = fakeServer({ chunkSize: 4 * MiB, failAt: [0, 1, 2, 3] })
    await expect(uploadMedia(file(5 * MiB), { transport: s.t, maxRetries: 2 })).rejects.toMatchObject({ code: NETWORK_ERROR_CODE })
    expect(s.calls.some((c) => c.path.endsWith('/complete'))).toBe(false)
  })

  it('cancel aborts the chunk in flight and cancels the upload on the server', async () => {
    const s = fakeServer({ chunkSize: 4 * MiB, hangAt: 1 })
    const ctl = new AbortController()
    const seen: number[] = []
    const p = uploadMedia(file(10 * MiB), {
      transport: s.t,
      signal: ctl.signal,
      onProgress: (pct) => {
        seen.push(pct)
        if (pct >= 60) ctl.abort()
      },
    })
    const err = await p.catch((e: unknown) => e)
    expect(isAbort(err)).toBe(true)
    expect(s.calls.at(-1)).toEqual({ path: '/api/word/uploads/cancel', body: { id: 5 } })
    expect(s.upload()!.status).toBe('cancelled')
    expect(s.calls.some((c) => c.path.endsWith('/complete'))).toBe(false)
  })

  it('passes the server’s refusal on without retrying', async () => {
    const t: Transport = {
      post: async <T,>(path: string) => {
        if (path.endsWith('/create')) return { id: 1, receivedBytes: 0, chunkSize: MiB, sizeBytes: 10, status: 'open' } as T
        return {} as T
      },
      putChunk: async () => chunkResult(415, { responseCode: '09', responseMessage: 'This file type is not allowed', responseData: null }, true),
      pause: async () => {},
    }
    await expect(uploadMedia(file(10, 'tool.mp3'), { transport: t })).rejects.toMatchObject({ message: 'This file type is not allowed', status: 415 })
  })
})

describe('chunkResult', () => {
  const up = { id: 1, token: 't', fileName: 'a', sizeBytes: 10, receivedBytes: 4, chunkSize: 4, status: 'open' }
  it('reads a conflict as where to go on, a closed upload as the end', () => {
    expect(chunkResult(409, { responseCode: '10', responseMessage: 'Upload offset does not match; resume from 4', responseData: up }, true)).toMatchObject({ ok: false, retry: true, resumeAt: 4 })
    expect(chunkResult(409, { responseCode: '10', responseMessage: 'This upload is no longer open', responseData: { ...up, status: 'cancelled' } }, true)).toMatchObject({ ok: false, retry: false })
    expect(chunkResult(409, { responseCode: '10', responseMessage: 'This upload is no longer open', responseData: null }, true)).toMatchObject({ ok: false, retry: false })
  })
  it('retries a chunk cut short', () => {
    expect(chunkResult(400, { responseCode: '02', responseMessage: 'The chunk was cut short; send it again', responseData: null }, true)).toMatchObject({ ok: false, retry: true })
    expect(chunkResult(400, { responseCode: '02', responseMessage: 'Enter the file name', responseData: null }, true)).toMatchObject({ ok: false, retry: false })
  })
  it('reads a success as the new upload', () => {
    expect(chunkResult(200, { responseCode: '00', responseMessage: 'ok', responseData: up }, true)).toEqual({ ok: true, upload: up })
  })
})

// The item type is what the contract's Item is.
const _item: Pick<MediaItem, 'id' | 'url'> = { id: 1, url: '/api/word/files/t.wav' }
void _item
