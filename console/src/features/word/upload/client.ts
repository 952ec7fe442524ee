// The chunked, resumable upload of docs/word-api.md: uploads/create, then PUT …/chunk with
// Upload-Offset (chunkSize bytes each, the last smaller), then uploads/complete → the media item.
// Progress counts the bytes inside a chunk too (XHR upload progress), as a whole percent (spec §9).
// A network failure or a cut-short chunk asks the server where it stands (uploads/get) and goes on
// from there; a 409 "offset does not match" carries that answer itself. Cancel aborts the chunk in
// flight and calls uploads/cancel, so no part and no row is left.
import { ApiError, NETWORK_ERROR_CODE, failure, type Envelope } from '@/lib/api-client'
import { withBase } from '@/lib/base'
import { MSG } from '@/lib/messages'
import { getToken } from '@/lib/session'
import { toast } from '@congregate/ui'
import type { MediaItem, UploadSession, UploadTarget } from './types'

const W = '/api/word'

/** The contract's chunk size; the server's chunkSize wins. */
export const DEFAULT_CHUNK = 8 * 1024 * 1024

/** A chunk PUT's outcome the uploader can go on from. */
export type ChunkResult = { ok: true; upload: UploadSession } | { ok: false; resumeAt?: number; retry: boolean; error: ApiError }

/** How the uploader talks to the server (tests give their own). */
export interface Transport {
  post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T>
  putChunk(id: number, offset: number, bytes: Blob, onBytes: (loaded: number) => void, signal?: AbortSignal): Promise<ChunkResult>
  /** Waits before the next try after a failure (tests skip it). */
  pause(ms: number, signal?: AbortSignal): Promise<void>
}

export interface UploadOptions extends UploadTarget {
  /** Whole percent, 0–100, called only when it changes. */
  onProgress?: (percent: number) => void
  /** Called once the server opened the upload (its id is what cancel needs). */
  onStarted?: (upload: UploadSession) => void
  signal?: AbortSignal
  /** Failed tries in a row before giving up. */
  maxRetries?: number
  transport?: Transport
}

export const aborted = () => new DOMException('The upload was cancelled', 'AbortError')
export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'

/** Uploads `file` into the media library and answers its item. Rejects with an AbortError on cancel. */
export async function uploadMedia(file: Blob & { name: string }, opts: UploadOptions = {}): Promise<MediaItem> {
  const t = opts.transport ?? httpTransport
  const { signal } = opts
  const maxRetries = opts.maxRetries ?? 6
  if (signal?.aborted) throw aborted()

  const size = file.size
  let last = -1
  const report = (sent: number) => {
    const pct = size > 0 ? Math.min(100, Math.floor((sent / size) * 100)) : 100
    if (pct !== last) {
      last = pct
      opts.onProgress?.(pct)
    }
  }
  report(0)

  const created = await t.post<UploadSession>(`${W}/uploads/create`, {
    fileName: file.name,
    sizeBytes: size,
    ...(opts.title ? { title: opts.title } : {}),
    ...(opts.groupId ? { groupId: opts.groupId } : {}),
    ...(opts.seriesId ? { seriesId: opts.seriesId } : {}),
  })
  opts.onStarted?.(created)
  const cancel = () => t.post(`${W}/uploads/cancel`, { id: created.id }).catch(() => {})

  try {
    const chunk = created.chunkSize > 0 ? created.chunkSize : DEFAULT_CHUNK
    let offset = created.receivedBytes
    let failures = 0
    while (offset < size) {
      if (signal?.aborted) throw aborted()
      const end = Math.min(size, offset + chunk)
      const base = offset
      const res = await t.putChunk(created.id, base, file.slice(base, end), (loaded) => report(base + Math.min(loaded, end - base)), signal)
      if (res.ok) {
        failures = 0
        offset = res.upload.receivedBytes
        report(offset)
        continue
      }
      if (!res.retry) throw res.error
      if (res.resumeAt !== undefined) {
        // The server said where it stands (409): no wait needed, that is not a failure of the line.
        offset = res.resumeAt
        report(offset)
        continue
      }
      if (++failures > maxRetries) throw res.error
      await t.pause(Math.min(1000 * 2 ** (failures - 1), 15_000), signal)
      offset = await resumePoint(t, created.id, signal, maxRetries)
      report(offset)
    }
    if (signal?.aborted) throw aborted()
    const item = await t.post<MediaItem>(`${W}/uploads/complete`, { id: created.id }, signal)
    report(size)
    return item
  } catch (e) {
    if (isAbort(e) || signal?.aborted) {
      await cancel()
      throw aborted()
    }
    throw e
  }
}

/** uploads/get's receivedBytes, asked again while the line is down. */
async function resumePoint(t: Transport, id: number, signal: AbortSignal | undefined, maxRetries: number): Promise<number> {
  for (let i = 0; ; i++) {
    if (signal?.aborted) throw aborted()
    try {
      return (await t.post<UploadSession>(`${W}/uploads/get`, { id }, signal)).receivedBytes
    } catch (e) {
      if (!(e instanceof ApiError && e.code === NETWORK_ERROR_CODE) || i >= maxRetries) throw e
      await t.pause(Math.min(1000 * 2 ** i, 15_000), signal)
    }
  }
}

// --- HTTP ---------------------------------------------------------------------------------------

const quietNetworkError = () => new ApiError(MSG.networkError, NETWORK_ERROR_CODE, 0, false)

/** JSON calls without the client's network toast: a line that drops mid-upload is retried first. */
async function postQuiet<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const token = getToken()
  let res: Response
  try {
    res = await fetch(withBase(path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    })
  } catch (e) {
    if (isAbort(e)) throw e
    throw quietNetworkError()
  }
  let payload: unknown = null
  try {
    payload = await res.json()
  } catch {
    /* not JSON */
  }
  const env = payload as Envelope<T> | null
  if (res.ok && env?.responseCode === '00') return env.responseData
  throw failure(res.status, payload, !!token)
}

function putChunk(id: number, offset: number, bytes: Blob, onBytes: (loaded: number) => void, signal?: AbortSignal): Promise<ChunkResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted())
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)
    const token = getToken()
    xhr.open('PUT', withBase(`${W}/uploads/${id}/chunk`))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.setRequestHeader('Upload-Offset', String(offset))
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => onBytes(e.loaded)
    xhr.onabort = () => {
      done()
      reject(aborted())
    }
    xhr.onerror = () => {
      done()
      resolve({ ok: false, retry: true, error: quietNetworkError() })
    }
    xhr.onload = () => {
      done()
      let payload: unknown = null
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        /* not JSON */
      }
      resolve(chunkResult(xhr.status, payload, !!token))
    }
    xhr.send(bytes)
  })
}

const CLOSED = new Set(['completed', 'cancelled', 'canceled', 'expired'])

/** Reads a chunk's answer: success, a 409 that says where to go on, a cut-short chunk, or the end. */
export function chunkResult(status: number, payload: unknown, hadToken: boolean): ChunkResult {
  const env = payload as Envelope<UploadSession | null> | null
  if (status >= 200 && status < 300 && env?.responseCode === '00' && env.responseData) return { ok: true, upload: env.responseData }
  const error = failure(status, payload, hadToken)
  const data = env?.responseData
  if (status === 409 && data && typeof data.receivedBytes === 'number' && !CLOSED.has(data.status)) return { ok: false, retry: true, resumeAt: data.receivedBytes, error }
  // "The chunk was cut short; send it again", a gateway that dropped the request: ask and retry.
  if (status === 400 && /cut short/i.test(error.message)) return { ok: false, retry: true, error }
  if (status === 0 || status === 502 || status === 503 || status === 504) return { ok: false, retry: true, error }
  return { ok: false, retry: false, error }
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted())
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(t)
      reject(aborted())
    }
    signal?.addEventListener('abort', stop, { once: true })
  })

export const httpTransport: Transport = { post: postQuiet, putChunk, pause }

/** The one message a failed upload shows (the network warning once the retries are spent). */
export function toastUploadError(e: unknown) {
  if (isAbort(e)) return
  if (e instanceof ApiError && e.code === NETWORK_ERROR_CODE) return toast.warning(MSG.networkError)
  if (e instanceof ApiError) return e.handled ? undefined : toast.error(e.message, `Code ${e.code}`)
  if (e instanceof Error) toast.error(e.message)
}

